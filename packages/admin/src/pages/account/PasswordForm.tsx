import { errorMessage } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';

interface Values {
  current_password: string;
  new_password: string;
  confirm: string;
}

export function PasswordForm() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (v: Values) => api.users.updatePassword(v.current_password, v.new_password),
    onSuccess: (res) => {
      message.success(res.message);
      form.resetFields();
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  return (
    // Named so its fields' ids differ from the profile tab's "current password", which stays in the page too.
    <Form
      form={form}
      name="password_change"
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(v) => save.mutate(v)}
    >
      <Form.Item
        name="current_password"
        label={t('profile.current_password')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={t('auth.new_password')}
        rules={[
          { required: true, message: t('validation.required') },
          { min: 8, message: t('validation.min_length', { min: 8 }) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.confirm_password')}
        dependencies={['new_password']}
        rules={[
          { required: true, message: t('validation.required') },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.passwords_differ'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('profile.change_password')}
      </Button>
    </Form>
  );
}
