import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserPicker } from './UserPicker';

/** Makes an empty due invoice for a customer; it is filled in later with "fill in". */
export function CreateEmptyModal({
  saving,
  onClose,
  onSave,
}: {
  saving: boolean;
  onClose: () => void;
  onSave: (userId: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ user: number }>();
  return (
    <Modal
      open
      title={t('credits.admin.create_empty')}
      okText={t('credits.admin.create')}
      cancelText={t('credits.admin.cancel')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        onFinish={(v) => onSave(v.user)}
      >
        <Form.Item
          name="user"
          label={t('credits.admin.customer')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <UserPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
