import { ATTACHMENT_ACCEPT, FileUpload } from '@portal/admin/shared';
import { useApi } from '@portal/admin';
import { UploadOutlined } from '@ant-design/icons';
import { errorMessage, PageHeader } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Values {
  subject: string;
  message: string;
  reg_no?: string;
}

/** /open_ticket: subject, message, registration number and an optional attachment. */
export function OpenTicketPage() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const res = await api.support.tickets.open({ ...v, file });
      message.success(t('support.ticket.created_ok'));
      await navigate({ to: `/ticket_details/${res.ticket._id}` });
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader title={t('support.titles.open_ticket')} />
      <Card>
        <Form<Values> layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 640 }}>
          <Form.Item
            name="subject"
            label={t('support.ticket.subject')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 200 }]}
          >
            <Input maxLength={200} data-testid="ticket-subject" />
          </Form.Item>
          <Form.Item name="reg_no" label={t('support.ticket.reg_no')} rules={[{ max: 32 }]}>
            <Input maxLength={32} data-testid="ticket-reg-no" />
          </Form.Item>
          <Form.Item
            name="message"
            label={t('support.ticket.message')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 5000 }]}
          >
            <Input.TextArea rows={6} maxLength={5000} data-testid="ticket-message" />
          </Form.Item>
          <Form.Item label={t('support.ticket.attachment')} extra={t('support.ticket.attachment_hint')}>
            <FileUpload
              accept={ATTACHMENT_ACCEPT}
              maxCount={1}
              fileList={file ? [{ uid: '1', name: file.name, size: file.size, status: 'done' }] : []}
              beforeUpload={(f) => {
                setFile(f);
                return false;
              }}
              onRemove={() => setFile(undefined)}
            >
              <Button icon={<UploadOutlined />} data-testid="ticket-file">
                {t('support.ticket.choose_file')}
              </Button>
            </FileUpload>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="ticket-submit">
            {t('support.ticket.submit')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
