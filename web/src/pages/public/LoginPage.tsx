import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { SignIn } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { afterSignIn, useSiteData } from '@portal/admin';
import { startSession } from '../../session';
import { CaptchaField } from './CaptchaField';
import { FormError } from './FormError';
import { PublicFrame } from './PublicFrame';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignIn>();
  const captchaOn = !!useSiteData().data?.settings.captcha_verification;
  const [round, setRound] = useState(0);
  // The address a guard sent the visitor here from: back there after signing in, when it is safe (guards.ts).
  const { redirect } = useSearch({ strict: false }) as { redirect?: string };

  const signin = useMutation({
    mutationFn: (values: SignIn) => api.auth.signin(values),
    onSuccess: async (session) => {
      const user = startSession(session);
      await navigate({ href: afterSignIn(user, redirect) });
    },
    onError: () => setRound((r) => r + 1),
  });

  return (
    <PublicFrame title={t('auth.sign_in_title')}>
      <Form form={form} layout="vertical" onFinish={(v) => signin.mutate(v)} requiredMark={false}>
        <Form.Item
          name="login"
          label={t('auth.login')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        {captchaOn ? <CaptchaField form={form} round={round} /> : null}
        <FormError error={signin.error} />
        <Button type="primary" htmlType="submit" block loading={signin.isPending} data-testid="sign-in">
          {t('auth.sign_in')}
        </Button>
      </Form>
      <Flex justify="space-between" wrap gap="small" style={{ marginTop: 16 }}>
        <Link to="/forgot_password">{t('auth.forgot_password_link')}</Link>
        <Link to="/register">{t('auth.register_link')}</Link>
      </Flex>
    </PublicFrame>
  );
}
