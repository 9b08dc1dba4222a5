import { DownloadOutlined } from '@ant-design/icons';
import { AUDIT_KINDS, type AuditEvent } from '@portal/contracts';
import { errorMessage, NumberInput, PageHeader } from '@portal/ui';
import { App, Button, DatePicker, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/download';
import { useApi } from '../../platform/context';
import { useAuditLog } from '../../queries/audit';
import { AuditDetail } from './AuditDetail';
import { useKindLabel } from './kindLabel';
import type { AuditSearch } from '../../routes/audit';
import { useListSearch } from '../../routes/useListSearch';

const PAGE_SIZE = 50;

/**
 * Every security event, newest first, filtered by user, impersonator, kind, days and address; CSV of the
 * filtered list. An event done in an impersonated session names the staff member who really did it.
 */
export function AuditLogPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const kindLabel = useKindLabel();
  const [search, setSearch] = useListSearch<AuditSearch>();
  const { page = 1, ...filter } = search;
  const list = useAuditLog({ ...filter, page, size: PAGE_SIZE });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await api.security.exportAuditLog(filter);
      saveBlob(file.blob, file.filename ?? 'audit.csv');
    } catch (err) {
      void message.error(errorMessage(err, t));
    } finally {
      setExporting(false);
    }
  };

  const who = (u: AuditEvent['actor']) => (u ? `${u.username} (#${u._id})` : '-');
  const impersonator = (e: AuditEvent) => {
    const i = e.impersonator;
    if (!i) return null;
    // A staff account deleted since has no name left: its id still tells who it was.
    const name = i.name || i.username ? `${i.name || i.username} (#${i._id})` : `#${i._id}`;
    return (
      <Tag color="orange" style={{ marginInlineStart: 8 }}>
        {t('audit.log.impersonated_by', { name })}
      </Tag>
    );
  };

  return (
    <>
      <PageHeader
        title={t('audit.log.title')}
        extra={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            {t('audit.log.export')}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">{t('audit.log.intro')}</Typography.Paragraph>
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        <NumberInput<number>
          aria-label={t('audit.log.user_id')}
          placeholder={t('audit.log.user_id')}
          min={1}
          value={filter.user_id ?? null}
          onChange={(v) => setSearch({ user_id: v ?? undefined })}
          style={{ width: 140 }}
        />
        <NumberInput<number>
          aria-label={t('audit.log.impersonator_id')}
          placeholder={t('audit.log.impersonator_id')}
          min={1}
          value={filter.impersonator_id ?? null}
          onChange={(v) => setSearch({ impersonator_id: v ?? undefined })}
          style={{ width: 180 }}
        />
        <Select<string>
          aria-label={t('audit.log.kind')}
          placeholder={t('audit.log.kind')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filter.kind}
          onChange={(v) => setSearch({ kind: v ?? undefined })}
          options={AUDIT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
          style={{ minWidth: 240 }}
        />
        <DatePicker.RangePicker
          aria-label={t('audit.log.days')}
          allowEmpty={[true, true]}
          value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
          onChange={(range) =>
            setSearch({
              from: range?.[0]?.format('YYYY-MM-DD') ?? undefined,
              to: range?.[1]?.format('YYYY-MM-DD') ?? undefined,
            })
          }
        />
        <Input.Search
          aria-label={t('audit.log.ip')}
          placeholder={t('audit.log.ip')}
          allowClear
          defaultValue={filter.ip}
          onSearch={(v) => setSearch({ ip: v.trim() || undefined })}
          style={{ width: 200 }}
        />
      </Flex>
      <Table<AuditEvent>
        rowKey="_id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('audit.log.empty') }}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => setSearch({ page: p }),
        }}
        columns={[
          {
            key: 'when',
            title: t('audit.log.when'),
            render: (_, e) => new Date(e.created_at).toLocaleString(i18n.language),
          },
          { key: 'kind', title: t('audit.log.kind'), render: (_, e) => kindLabel(e.action) },
          {
            key: 'actor',
            title: t('audit.log.actor'),
            render: (_, e) => (
              <>
                {who(e.actor)}
                {impersonator(e)}
              </>
            ),
          },
          { key: 'user', title: t('audit.log.user'), render: (_, e) => who(e.user) },
          { key: 'ip', title: t('audit.log.ip'), dataIndex: 'ip' },
          { key: 'place', title: t('audit.log.place'), render: (_, e) => e.place || '-' },
          {
            key: 'agent',
            title: t('audit.log.device'),
            render: (_, e) => (
              <Typography.Text ellipsis={{ tooltip: e.user_agent }} style={{ maxWidth: 220 }}>
                {e.user_agent || '-'}
              </Typography.Text>
            ),
          },
          {
            key: 'detail',
            title: t('audit.log.detail'),
            render: (_, e) => <AuditDetail detail={e.detail} />,
          },
        ]}
      />
    </>
  );
}
