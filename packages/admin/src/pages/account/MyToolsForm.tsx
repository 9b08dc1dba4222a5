import { Button, Checkbox, Empty, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { useSiteData } from '../../queries/site';
import { useSession } from '../../platform/context';
import { useUserMutation } from './useUserMutation';

/** The tuning tools the person works with, chosen from the site's supported tools. */
export function MyToolsForm() {
  const api = useApi();
  const { t } = useTranslation();
  const user = useSession((s) => s.user)!;
  const tools = useSiteData().data?.supported_tools ?? [];
  const save = useUserMutation((v: { tools: string[] }) => api.users.updateMyTools(v.tools));
  // Tools the site no longer lists stay visible so that they can be unticked.
  const options = [...new Set([...tools, ...user.my_tools])];
  if (options.length === 0) return <Empty description={t('profile.no_tools')} />;
  return (
    <Form layout="vertical" initialValues={{ tools: user.my_tools }} onFinish={(v) => save.mutate(v)}>
      <Form.Item name="tools" label={t('profile.my_tools')}>
        <Checkbox.Group options={options} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
