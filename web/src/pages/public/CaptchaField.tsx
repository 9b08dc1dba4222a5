import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, type FormInstance, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';

/**
 * SVG captcha of GET /auth/captcha. The image is shown as a data URL (never injected as markup); its id
 * travels in a hidden field. `round` changes after each failed submit, because a captcha is single-use.
 */
export function CaptchaField({ form, round }: { form: FormInstance; round: number }) {
  const { t } = useTranslation();
  const { data, refetch, isFetching } = useQuery({
    queryKey: ['captcha', round],
    queryFn: () => api.auth.captcha(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useEffect(() => {
    if (data) form.setFieldsValue({ captcha_id: data.captcha_id, captcha: '' });
  }, [data, form]);

  return (
    <>
      <Form.Item name="captcha_id" hidden>
        <Input />
      </Form.Item>
      <Flex gap="small" align="center" style={{ marginBottom: 8 }}>
        {data ? (
          <img
            data-testid="captcha-image"
            alt={t('auth.captcha_image')}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.svg)}`}
            style={{ height: 50, background: '#fff', borderRadius: 4 }}
          />
        ) : (
          <Skeleton.Button active style={{ width: 150, height: 50 }} />
        )}
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('auth.captcha_reload')}
          loading={isFetching}
          onClick={() => void refetch()}
        />
      </Flex>
      <Form.Item
        name="captcha"
        label={t('auth.captcha')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}
