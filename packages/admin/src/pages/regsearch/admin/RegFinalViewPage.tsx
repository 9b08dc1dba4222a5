import { DeleteOutlined } from '@ant-design/icons';
import { useConfirm } from '@portal/ui';
import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { useRegMutation } from '../useRegMutation';
import { RecordTable } from './RecordTable';
import { ResolveCard } from './ResolveCard';
import { REG_SCREENS } from './screens';

/**
 * Admin /admin/reg-final-view: what registration numbers resolve to. The registration numbers
 * (vehicle-main) and the UVC records (uvc-final) they point to, each editable and importable, and the
 * removal of every UVC record before a fresh import.
 */
export function RegFinalViewPage() {
  const api = useApi();
  const { t } = useTranslation();
  const confirm = useConfirm();
  const removeAll = useRegMutation(
    () => api.regsearch.deleteAllUvc(),
    undefined,
    'regsearch.final_view.all_deleted',
  );
  return (
    <>
      <ResolveCard />
      <Tabs
        items={[
          {
            key: 'main',
            label: t('regsearch.final_view.registrations'),
            children: <RecordTable spec={REG_SCREENS['vehicle-main']} />,
          },
          {
            key: 'uvc',
            label: t('regsearch.final_view.uvc_records'),
            children: (
              <RecordTable
                spec={REG_SCREENS['uvc-final']}
                extra={
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    loading={removeAll.isPending}
                    onClick={() =>
                      confirm(
                        t('regsearch.final_view.delete_all_confirm'),
                        () => removeAll.mutateAsync(undefined),
                        {
                          danger: true,
                          content: t('regsearch.final_view.delete_all_hint'),
                        },
                      )
                    }
                  >
                    {t('regsearch.final_view.delete_all')}
                  </Button>
                }
              />
            ),
          },
        ]}
      />
    </>
  );
}
