import type { CodeFields, CodeListPath, CodeRow } from '@portal/api-client';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Add or change one code; DF codes also ask for the ECU family and the OBD-II code. */
export function CodeModal({
  list,
  row,
  saving,
  onClose,
  onSave,
}: {
  list: CodeListPath;
  row: CodeRow | null;
  saving: boolean;
  onClose: () => void;
  onSave: (body: CodeFields) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeFields>();
  const required = [{ required: true, whitespace: true, message: t('validation.required') }];
  return (
    <Modal
      open
      title={t(row ? 'catalogue.codes.edit_title' : 'catalogue.codes.add_title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        initialValues={row ?? {}}
        onFinish={onSave}
      >
        <Form.Item name="code" label={t('catalogue.codes.code')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        {list === 'dpcode' ? (
          <>
            <Form.Item name="ecu" label={t('catalogue.codes.ecu')}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="p_code" label={t('catalogue.codes.p_code')} rules={required}>
              <Input maxLength={20} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="description" label={t('catalogue.codes.description')} rules={required}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
