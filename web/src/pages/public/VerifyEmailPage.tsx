import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { homeFor, useSiteData } from '@portal/admin';
import { SignOutButton } from '@portal/admin/shell';
import { useSession } from '../../stores/session';
import { FormError } from './FormError';
import { PublicFrame } from './PublicFrame';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  // Without an e-mail server no code was sent: say so instead of promising one.
  const mailReady = useSiteData().data?.mail_ready !== false;

  const check = useMutation({
    mutationFn: (code: string) => api.auth.checkVerificationCode(code),
    onSuccess: async ({ user: fresh }) => {
      setUser(fresh);
      await navigate({ to: homeFor(fresh) });
    },
  });
  const resend = useMutation({
    mutationFn: () => api.auth.sendVerificationCode(),
    onSuccess: (res) => void message.success(res.message),
  });

  return (
    <PublicFrame title={t('auth.verify_email_title')}>
      {mailReady ? (
        <Typography.Paragraph>
          {t('auth.verify_email_intro', { email: user?.email ?? '' })}
        </Typography.Paragraph>
      ) : (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('notices.mail_not_ready')} />
      )}
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={(v: { code: string }) => check.mutate(v.code.trim())}
      >
        <Form.Item
          name="code"
          label={t('auth.code')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" autoFocus data-testid="verification-code" />
        </Form.Item>
        <FormError error={check.error ?? resend.error} />
        <Button type="primary" htmlType="submit" block loading={check.isPending} data-testid="verify">
          {t('auth.verify')}
        </Button>
      </Form>
      <Flex justify="space-between" align="center" wrap style={{ marginTop: 16 }}>
        <Button
          type="link"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
          style={{ paddingInline: 0 }}
        >
          {t('auth.resend_code')}
        </Button>
        <SignOutButton type="default" />
      </Flex>
    </PublicFrame>
  );
}
