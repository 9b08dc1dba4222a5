import { DownloadOutlined } from '@ant-design/icons';
import { AUDIT_KINDS, type AuditEvent, AuditQuery } from '@portal/contracts';
import { errorMessage, NumberInput, PageHeader } from '@portal/ui';
import {
  App,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  Select,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/download';
import { contractRange, inRange, type NumberRange, useNumberRules } from '../../lib/numberRules';
import { useApi } from '../../platform/context';
import { useAuditLog } from '../../queries/audit';
import { AuditDetail } from './AuditDetail';
import { useKindLabel } from './kindLabel';
import type { AuditSearch } from '../../routes/audit';
import { useListSearch } from '../../routes/useListSearch';

const PAGE_SIZE = 50;
/** An account id: the contract sets no maximum, the id column (unsigned INT) does. */
const ID = contractRange(AuditQuery.properties.user_id, { max: 4_294_967_295 });

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

  const who = (u: AuditEvent['actor']) => (u ? personLabel(u) : '-');
  const impersonator = (e: AuditEvent) => {
    const i = e.impersonator;
    if (!i) return null;
    // A staff account deleted since has no name left: its id still tells who it was.
    const name = i.name || i.username ? personLabel(i) : `#${i._id}`;
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
      <Flex wrap gap="small" align="flex-start" style={{ marginBottom: 16 }}>
        <IdFilter
          label={t('audit.log.user_id')}
          range={ID}
          value={filter.user_id}
          onChange={(v) => setSearch({ user_id: v })}
          width={140}
        />
        <IdFilter
          label={t('audit.log.impersonator_id')}
          range={ID}
          value={filter.impersonator_id}
          onChange={(v) => setSearch({ impersonator_id: v })}
          width={180}
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
        // Headers stay on one line and the table scrolls sideways: in Japanese the long details column
        // otherwise squeezes the other headers to a character or two per line.
        columns={withNowrapHeaders<AuditEvent>([
          {
            key: 'when',
            title: t('audit.log.when'),
            onCell: nowrap,
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
          {
            key: 'ip',
            title: t('audit.log.ip'),
            dataIndex: 'ip',
            onCell: nowrap,
          },
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
            minWidth: 240,
            render: (_, e) => <AuditDetail detail={e.detail} />,
          },
        ])}
      />
    </>
  );
}

/**
 * An account id to filter by. An id that cannot be one (0, -5, 2.5) stays in the box as typed with the
 * reason under it and the list keeps the filter it had: antd used to turn -5 into 1 when the box was left
 * and list user 1's events without a word. Emptied, the filter is dropped.
 */
function IdFilter({
  label,
  range,
  value,
  onChange,
  width,
}: {
  label: string;
  range: NumberRange;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  width: number;
}) {
  const numberRules = useNumberRules();
  // What the box shows while it differs from the applied filter: a wrong id, or a right one on its way into
  // the address. A filter changed from outside (back, a link) is shown as it comes.
  const [typed, setTyped] = useState<number | null>();
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setTyped(undefined);
  }
  const wrong = typeof typed === 'number' && !inRange(typed, range);
  return (
    <Form.Item
      validateStatus={wrong ? 'error' : undefined}
      help={wrong ? numberRules.message(range) : undefined}
      style={{ marginBottom: 0, width }}
    >
      <NumberInput<number>
        aria-label={label}
        placeholder={label}
        value={typed === undefined ? (value ?? null) : typed}
        onChange={(v) => {
          setTyped(v);
          if (v === null || inRange(v, range)) onChange(v ?? undefined);
        }}
        style={{ width }}
      />
    </Form.Item>
  );
}

/** "Anna Berg (anna, #12)": the full name with the user name beside it, else "anna (#12)". */
function personLabel(u: { _id: number; username: string; name: string }): string {
  if (!u.name) return `${u.username} (#${u._id})`;
  return u.username ? `${u.name} (${u.username}, #${u._id})` : `${u.name} (#${u._id})`;
}

const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

function withNowrapHeaders<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((c) => ({ ...c, onHeaderCell: nowrap }));
}
