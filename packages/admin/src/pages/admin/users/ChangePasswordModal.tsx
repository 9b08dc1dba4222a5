import type { User } from '@portal/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export function ChangePasswordModal({
  user,
  saving,
  onSave,
  onClose,
}: {
  user: User;
  saving: boolean;
  onSave: (password: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  return (
    <Modal
      open
      title={t('users.change_password_title', { name: user.username })}
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
        onFinish={(v) => onSave(v.password)}
      >
        <Form.Item
          name="password"
          label={t('auth.new_password')}
          rules={[
            { required: true, message: t('validation.required') },
            { min: 8, message: t('validation.min_length', { min: 8 }) },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
