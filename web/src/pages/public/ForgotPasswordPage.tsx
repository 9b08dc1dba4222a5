import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { App, Button, Form, Input, Typography } from 'antd';
import { LtrInput } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { STORAGE_KEYS, writeKey } from '../../lib/storage';
import { FormError } from './FormError';
import { PublicFrame } from './PublicFrame';

/** Two steps: ask for a code by e-mail, then trade the code for the token that /reset_password needs. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);

  const sendCode = useMutation({
    mutationFn: (address: string) => api.auth.sendForgotPassCode(address),
    onSuccess: (res, address) => {
      setEmail(address);
      message.success(res.message);
    },
  });
  const checkCode = useMutation({
    mutationFn: (code: string) => api.auth.checkForgotPassCode(email ?? '', code),
    onSuccess: async (res) => {
      writeKey(sessionStorage, STORAGE_KEYS.forgotPassToken, res.token);
      writeKey(sessionStorage, STORAGE_KEYS.forgotPassEmail, email);
      await navigate({ to: '/reset_password' });
    },
  });

  return (
    <PublicFrame title={t('auth.forgot_title')}>
      {email === null ? (
        <Form
          layout="vertical"
          onFinish={(v: { email: string }) => sendCode.mutate(v.email.trim())}
          requiredMark={false}
        >
          <Typography.Paragraph type="secondary">{t('auth.forgot_intro')}</Typography.Paragraph>
          <Form.Item
            name="email"
            label={t('profile.email')}
            rules={[
              { required: true, message: t('validation.required') },
              { type: 'email', message: t('validation.email') },
            ]}
          >
            <LtrInput autoComplete="email" autoFocus />
          </Form.Item>
          <FormError error={sendCode.error} />
          <Button type="primary" htmlType="submit" block loading={sendCode.isPending}>
            {t('auth.send_code')}
          </Button>
        </Form>
      ) : (
        <Form
          layout="vertical"
          onFinish={(v: { code: string }) => checkCode.mutate(v.code.trim())}
          requiredMark={false}
        >
          <Typography.Paragraph type="secondary">{t('auth.code_sent_to', { email })}</Typography.Paragraph>
          <Form.Item
            name="code"
            label={t('auth.code')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
          </Form.Item>
          <FormError error={checkCode.error ?? sendCode.error} />
          <Button type="primary" htmlType="submit" block loading={checkCode.isPending}>
            {t('auth.check_code')}
          </Button>
          <Button type="link" block loading={sendCode.isPending} onClick={() => sendCode.mutate(email)}>
            {t('auth.resend_code')}
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{t('auth.back_to_sign_in')}</Link>
      </div>
    </PublicFrame>
  );
}
