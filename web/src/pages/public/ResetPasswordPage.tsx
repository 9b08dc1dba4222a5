import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { readKey, STORAGE_KEYS, writeKey } from '../../lib/storage';
import { FormError } from './FormError';
import { PublicFrame } from './PublicFrame';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const reset = useMutation({
    mutationFn: (password: string) =>
      api.auth.resetPassword(readKey(sessionStorage, STORAGE_KEYS.forgotPassToken) ?? '', password),
    onSuccess: async (res) => {
      writeKey(sessionStorage, STORAGE_KEYS.forgotPassToken, null);
      writeKey(sessionStorage, STORAGE_KEYS.forgotPassEmail, null);
      message.success(res.message);
      await navigate({ to: '/login' });
    },
  });

  return (
    <PublicFrame title={t('auth.reset_title')}>
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={(v: { password: string }) => reset.mutate(v.password)}
      >
        <Form.Item
          name="password"
          label={t('auth.new_password')}
          rules={[
            { required: true, message: t('validation.required') },
            { min: 8, message: t('validation.min_length', { min: 8 }) },
          ]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('auth.confirm_password')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('validation.required') },
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
        <FormError error={reset.error} />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('auth.reset_password')}
        </Button>
      </Form>
    </PublicFrame>
  );
}
