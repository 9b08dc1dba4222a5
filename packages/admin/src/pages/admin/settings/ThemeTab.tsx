import type { Theme } from '@portal/contracts';
import { COLOR_TEXT, errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, ColorPicker, Form, Row, Skeleton, Typography } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { settingsKeys, useThemeSettings } from '../../../queries/settings';
import { SITE_DATA_KEY } from '../../../queries/site';
import { colorValue } from './BrandingTab';
import { THEME_FIELDS } from './fields';

/** Colours of the 'custom' theme. */
export function ThemeTab() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const { data, isLoading } = useThemeSettings();
  const save = useMutation({
    mutationFn: (v: Record<keyof Theme, string | Color>) =>
      api.settings.updateTheme(Object.fromEntries(THEME_FIELDS.map((f) => [f, colorValue(v[f])])) as Theme),
    onSuccess: (theme) => {
      qc.setQueryData(settingsKeys.theme, theme);
      void qc.invalidateQueries({ queryKey: SITE_DATA_KEY });
      message.success(t('common.saved'));
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Form layout="vertical" initialValues={data} onFinish={(v) => save.mutate(v)}>
      <Typography.Paragraph type="secondary">{t('settings.theme_hint')}</Typography.Paragraph>
      <Row gutter={16}>
        {THEME_FIELDS.map((f) => (
          <Col key={f} xs={12} md={8} lg={6}>
            <Form.Item name={f} label={t(`settings.theme_fields.${f}`)}>
              <ColorPicker showText allowClear disabledAlpha styles={COLOR_TEXT} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
