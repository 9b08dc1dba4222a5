import { errorMessage } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi, useSession } from '../../platform/context';

/** Left-to-right isolate: an address inside a right-to-left sentence keeps its order. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * A new e-mail address waiting for the code mailed to it: the code goes in here, or a new one is sent, or
 * the change is dropped. The account keeps its address until the code is confirmed.
 */
export function PendingEmail({ email }: { email: string }) {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSession((s) => s.user)!;
  const setUser = useSession((s) => s.setUser);
  const [form] = Form.useForm<{ code: string }>();
  const onError = (err: unknown) => void message.error(errorMessage(err, t));

  const confirm = useMutation({
    mutationFn: (code: string) => api.users.confirmEmailChange(code),
    onSuccess: ({ user: fresh }) => {
      setUser(fresh);
      message.success(t('profile.email_changed'));
    },
    onError,
  });
  const resend = useMutation({
    mutationFn: () => api.users.resendEmailChangeCode(),
    onSuccess: (res) => {
      form.resetFields();
      message.success(res.message);
    },
    onError,
  });
  const cancel = useMutation({
    mutationFn: () => api.users.cancelEmailChange(),
    onSuccess: ({ user: fresh }) => {
      setUser(fresh);
      message.success(t('profile.email_change_cancelled'));
    },
    onError,
  });

  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 24 }}
      data-testid="pending-email"
      title={t('profile.email_code_sent', { email: ltr(email), current: ltr(user.email) })}
      description={
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          style={{ marginTop: 12, maxWidth: 420 }}
          onFinish={(v) => confirm.mutate(v.code.trim())}
        >
          <Form.Item
            name="code"
            label={t('auth.code')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" data-testid="email-change-code" />
          </Form.Item>
          <Flex gap="small" wrap>
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              {t('profile.email_confirm')}
            </Button>
            <Button loading={resend.isPending} onClick={() => resend.mutate()}>
              {t('auth.resend_code')}
            </Button>
            <Button type="text" danger loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('profile.email_change_cancel')}
            </Button>
          </Flex>
        </Form>
      }
    />
  );
}
