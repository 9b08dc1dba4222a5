import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { settingsKeys, useSupportedTools } from '../../../queries/settings';
import { SITE_DATA_KEY } from '../../../queries/site';

/** Tuning tools customers can pick in their profile (WinOLS, ECM Titanium, ...). */
export function ToolsTab() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const { data, isLoading } = useSupportedTools();
  const save = useMutation({
    mutationFn: (tools: string[]) => api.settings.updateSupportedTools(tools),
    onSuccess: (res) => {
      qc.setQueryData(settingsKeys.tools, res);
      void qc.invalidateQueries({ queryKey: SITE_DATA_KEY });
      message.success(t('common.saved'));
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Form
      layout="vertical"
      initialValues={{ tools: data.tools }}
      onFinish={(v: { tools: string[] }) => save.mutate(v.tools.map((x) => x.trim()).filter(Boolean))}
    >
      <Typography.Paragraph type="secondary">{t('settings.tools_hint')}</Typography.Paragraph>
      <Form.Item name="tools" label={t('settings.supported_tools')}>
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
