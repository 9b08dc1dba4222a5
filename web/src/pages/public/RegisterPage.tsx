import { isLocale, type SignUp } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, Col, Form, Input, Row } from 'antd';
import { LtrInput } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { CountrySelect } from '@portal/admin/shared';
import { useSiteData } from '@portal/admin';
import { STORAGE_KEYS, writeKey } from '../../lib/storage';
import { CaptchaField } from './CaptchaField';
import { FormError } from './FormError';
import { PublicFrame } from './PublicFrame';

type RegisterValues = SignUp & { confirm: string };

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const captchaOn = !!useSiteData().data?.settings.captcha_verification;
  const [round, setRound] = useState(0);
  // Spaces alone are no answer: the server trims names and wants more than spaces in a password.
  const required = { required: true, whitespace: true, message: t('validation.required') };

  const signup = useMutation({
    mutationFn: ({ confirm: _confirm, ...values }: RegisterValues) =>
      api.auth.signup({ ...values, language: isLocale(i18n.language) ? i18n.language : undefined }),
    // The same answer whether or not the address already had an account: the code is checked next.
    onSuccess: async (_res, values) => {
      writeKey(sessionStorage, STORAGE_KEYS.signupEmail, values.email.trim());
      await navigate({ to: '/verify_email' });
    },
    onError: () => setRound((r) => r + 1),
  });

  return (
    <PublicFrame title={t('auth.register_title')} width={640}>
      <Form form={form} layout="vertical" onFinish={(v) => signup.mutate(v)} requiredMark="optional">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstname" label={t('profile.firstname')} rules={[required]}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastname" label={t('profile.lastname')} rules={[required]}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="username"
              label={t('profile.username')}
              rules={[
                required,
                { min: 3, message: t('validation.min_length', { min: 3 }) },
                { pattern: /^[A-Za-z0-9_.-]+$/, message: t('validation.username_chars') },
              ]}
            >
              <Input autoComplete="username" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="email"
              label={t('profile.email')}
              rules={[required, { type: 'email', message: t('validation.email') }]}
            >
              <LtrInput autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="password"
              label={t('auth.password')}
              rules={[required, { min: 8, message: t('validation.min_length', { min: 8 }) }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="confirm"
              label={t('auth.confirm_password')}
              dependencies={['password']}
              rules={[
                required,
                ({ getFieldValue }) => ({
                  validator: (_, v) =>
                    !v || v === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('validation.passwords_differ'))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('profile.phone')}>
              <LtrInput autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="country" label={t('profile.country')}>
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="company_name" label={t('profile.company_name')}>
              <Input autoComplete="organization" />
            </Form.Item>
          </Col>
        </Row>
        {captchaOn ? <CaptchaField form={form} round={round} /> : null}
        <FormError error={signup.error} />
        <Button type="primary" htmlType="submit" block loading={signup.isPending} data-testid="register">
          {t('auth.register')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{t('auth.have_account')}</Link>
      </div>
    </PublicFrame>
  );
}
