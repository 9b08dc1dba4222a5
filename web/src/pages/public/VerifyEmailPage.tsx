import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { homeFor, useSiteData } from '@portal/admin';
import { SignOutButton } from '@portal/admin/shell';
import { readKey, STORAGE_KEYS, writeKey } from '../../lib/storage';
import { startSession } from '../../session';
import { useSession } from '../../stores/session';
import { FormError } from './FormError';
import { PublicFrame } from './PublicFrame';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  // Right after sign-up there is no session (sign-up answers alike for a known address): the address and
  // the code stand in for it, and the code opens the session.
  const signupEmail = user ? null : readKey(sessionStorage, STORAGE_KEYS.signupEmail);
  // Without an e-mail server no code was sent: say so instead of promising one.
  const mailReady = useSiteData().data?.mail_ready !== false;

  const check = useMutation({
    mutationFn: async (code: string) =>
      signupEmail === null
        ? (await api.auth.checkVerificationCode(code)).user
        : startSession(await api.auth.checkSignupCode(signupEmail, code)),
    onSuccess: async (fresh) => {
      writeKey(sessionStorage, STORAGE_KEYS.signupEmail, null);
      setUser(fresh);
      await navigate({ to: homeFor(fresh) });
    },
  });
  const resend = useMutation({
    mutationFn: () =>
      signupEmail === null ? api.auth.sendVerificationCode() : api.auth.sendSignupCode(signupEmail),
    onSuccess: (res) => void message.success(res.message),
  });

  return (
    <PublicFrame title={t('auth.verify_email_title')}>
      {mailReady ? (
        <Typography.Paragraph>
          {t('auth.verify_email_intro', { email: user?.email ?? signupEmail ?? '' })}
        </Typography.Paragraph>
      ) : (
        <Alert
          type="warning"
          showIcon
          data-testid="mail-not-ready"
          style={{ marginBottom: 16 }}
          title={t('notices.mail_not_ready')}
        />
      )}
      {/* After a sign-up without mail there is no code to enter: the account waits for an admin. */}
      <Form
        hidden={!mailReady && signupEmail !== null}
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
          hidden={!mailReady && signupEmail !== null}
          loading={resend.isPending}
          onClick={() => resend.mutate()}
          style={{ paddingInline: 0 }}
        >
          {t('auth.resend_code')}
        </Button>
        {signupEmail === null ? (
          <SignOutButton type="default" />
        ) : (
          <Link to="/login">{t('auth.back_to_sign_in')}</Link>
        )}
      </Flex>
    </PublicFrame>
  );
}
