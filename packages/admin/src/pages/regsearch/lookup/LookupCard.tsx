import { SearchOutlined } from '@ant-design/icons';
import type { RegSearchReply } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { regsearchKeys } from '../../../queries/regsearch';
import { useSiteData } from '../../../queries/site';
import { SearchResult } from './SearchResult';

/**
 * Look up a registration number (or the VIN, per the site's reg_no_mode) and show what it resolves to.
 * Every search is recorded by the server, so the history and statistics are refreshed afterwards.
 */
export function LookupCard() {
  const api = useApi();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const mode = useSiteData().data?.settings.reg_no_mode ?? 'reg_no';
  const [text, setText] = useState('');
  const search = useMutation<RegSearchReply, unknown, string>({
    mutationFn: (reg) => api.orders.regSearch(reg),
    onSettled: () => void qc.invalidateQueries({ queryKey: regsearchKeys.all }),
  });

  if (mode === 'off') {
    return <Alert type="info" showIcon message={t('regsearch.lookup.disabled')} />;
  }
  const label = t(mode === 'vin' ? 'regsearch.lookup.vin' : 'regsearch.lookup.reg_no');
  const run = () => {
    const reg = text.trim();
    if (reg) search.mutate(reg);
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('regsearch.lookup.title')}>
        <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
          <Input
            id="reg-lookup"
            aria-label={label}
            placeholder={label}
            maxLength={40}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={run}
          />
          <Button
            type="primary"
            icon={<SearchOutlined />}
            loading={search.isPending}
            disabled={!text.trim()}
            onClick={run}
            data-testid="reg-lookup-run"
          >
            {t('regsearch.lookup.run')}
          </Button>
        </Space.Compact>
      </Card>
      {search.isError ? <Alert type="error" showIcon message={errorMessage(search.error, t)} /> : null}
      {search.data && !search.isPending ? <SearchResult result={search.data} /> : null}
    </Space>
  );
}
