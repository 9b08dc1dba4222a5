import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppState, DesktopBridge, SignInRequest } from '../shared/bridge.js';

export interface SignInPageProps {
  bridge: DesktopBridge;
  state: AppState;
  onSignedIn: (state: AppState) => void;
}

/** Staff sign in against the server of their shop; the address is remembered for next time. */
export function SignInPage({ bridge, state, onSignedIn }: SignInPageProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: SignInRequest) => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await bridge.signIn(values));
    } catch (err) {
      const e = err as { code?: string; message?: string };
      setError(
        e.code === 'STAFF_ONLY'
          ? t('desktop.signin.staff_only')
          : e.message || t('desktop.errors.unexpected'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('desktop.signin.title')}
        </Typography.Title>
        {error ? (
          <Alert
            type="error"
            title={error}
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="signin-error"
          />
        ) : null}
        {state.sessionKept === false ? (
          <Alert
            type="warning"
            title={t('desktop.signin.no_key_store')}
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="signin-no-key-store"
          />
        ) : null}
        <Form<SignInRequest>
          layout="vertical"
          initialValues={{ serverUrl: state.settings.serverUrl, login: '', password: '' }}
          onFinish={(v) => void submit(v)}
          requiredMark={false}
        >
          <Form.Item
            name="serverUrl"
            label={t('desktop.signin.server')}
            extra={t('desktop.signin.server_hint')}
            rules={[{ required: true, message: t('desktop.signin.required') }]}
          >
            <Input placeholder="https://files.example.com" autoComplete="url" />
          </Form.Item>
          <Form.Item
            name="login"
            label={t('desktop.signin.login')}
            rules={[{ required: true, message: t('desktop.signin.required') }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('desktop.signin.password')}
            rules={[{ required: true, message: t('desktop.signin.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('desktop.signin.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
