import type { User } from '@portal/contracts';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export function ChangeRoleModal({
  user,
  saving,
  onSave,
  onClose,
}: {
  user: User;
  saving: boolean;
  onSave: (roleId: 1 | 2 | 3) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ role_id: 1 | 2 | 3 }>();
  return (
    <Modal
      open
      title={t('users.change_role_title', { name: user.username })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        initialValues={{ role_id: user.role_id }}
        onFinish={(v) => onSave(v.role_id)}
      >
        <Form.Item name="role_id" label={t('users.role')}>
          <Select
            options={[
              { value: 2, label: t('roles.customer') },
              { value: 3, label: t('roles.staff') },
              { value: 1, label: t('roles.admin') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
