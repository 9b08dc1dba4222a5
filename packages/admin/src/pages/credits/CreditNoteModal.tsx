import type { CreditInvoice } from '@portal/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Confirms a credit note for a whole paid invoice; the reason is required and printed on the note. */
export function CreditNoteModal({
  invoice,
  saving,
  onClose,
  onSave,
}: {
  invoice: CreditInvoice;
  saving: boolean;
  onClose: () => void;
  onSave: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={t('credits.admin.credit_note_title', { invoice: invoice.invoice ?? '' })}
      okText={t('credits.admin.credit_note')}
      okButtonProps={{ danger: true, 'data-testid': 'credit-note-confirm' } as never}
      cancelText={t('credits.admin.cancel')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('credits.admin.credit_note_text')}</Typography.Paragraph>
      <Form<{ reason: string }>
        form={form}
        layout="vertical"
        initialValues={{ reason: '' }}
        onFinish={(v) => onSave(v.reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('credits.admin.reason')}
          rules={[{ required: true, whitespace: true, message: t('credits.admin.reason_required') }]}
        >
          <Input.TextArea maxLength={255} rows={2} data-testid="credit-note-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
