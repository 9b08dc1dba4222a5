import { App, Badge, Card, Input, type InputRef, Table, Typography } from 'antd';
import { type HTMLAttributes, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffApi } from './context.js';
import { usePendingOrders, useStaffCounts } from './queries.js';
import { StatusTag } from './StatusTag.js';
import type { StaffOrder } from './types.js';

export interface OrderQueueProps {
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The pending orders, newest work first as the server sorts them, with the live count in the title. */
export function OrderQueue({ selectedId, onSelect }: OrderQueueProps) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const size = 20;
  const { data, isLoading } = usePendingOrders({ keyword: keyword || undefined, page, size });
  const { data: counts } = useStaffCounts();
  const api = useStaffApi();
  const { message } = App.useApp();
  const search = useRef<InputRef>(null);
  const orders = data?.orders;

  // Keys for the queue: J / K or the arrows move through the orders, / searches, O opens the chosen
  // order in the work folder. Not while a person types into a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || !orders?.length) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const at = orders.findIndex((o) => o._id === selectedId);
      const key = e.key.toLowerCase();
      if (key === 'j' || e.key === 'ArrowDown') onSelect(orders[Math.min(orders.length - 1, at + 1)]._id);
      else if (key === 'k' || e.key === 'ArrowUp') onSelect(orders[Math.max(0, at - 1)]._id);
      else if (e.key === '/') search.current?.focus();
      else if (key === 'o' && selectedId !== null)
        void api.openOrderFiles(selectedId).catch((err: Error) => message.error(err.message));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [orders, selectedId, onSelect, api, message]);

  return (
    <Card
      size="small"
      title={
        <span>
          {t('desktop.queue.title')}{' '}
          <Badge count={counts?.pending ?? 0} showZero data-testid="pending-count" />
        </span>
      }
      extra={
        <Input.Search
          ref={search}
          allowClear
          size="small"
          placeholder={t('desktop.queue.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ width: 200 }}
        />
      }
    >
      <Table<StaffOrder>
        size="small"
        rowKey="_id"
        loading={isLoading}
        dataSource={data?.orders ?? []}
        locale={{ emptyText: t('desktop.queue.empty') }}
        pagination={{
          current: page,
          pageSize: size,
          total: data?.count ?? 0,
          onChange: setPage,
          size: 'small',
        }}
        onRow={(o) => ({
          onClick: () => onSelect(o._id),
          style: { cursor: 'pointer' },
          'data-testid': `order-row-${o._id}`,
        })}
        rowClassName={(o) => (o._id === selectedId ? 'ant-table-row-selected' : '')}
        columns={[
          // Vehicle and customer are what a tuner reads: they wrap rather than being cut, and below 1600 px
          // the time an order came in gives them its room (the queue is in arrival order anyway).
          { title: '#', dataIndex: 'number', width: 64 },
          { title: t('desktop.order.reg_no'), dataIndex: 'reg_no', width: 100 },
          {
            title: t('desktop.order.vehicle'),
            dataIndex: 'vehicle',
            onCell: () => ({ 'data-col': 'vehicle' }) as HTMLAttributes<HTMLElement>,
          },
          {
            title: t('desktop.order.customer'),
            dataIndex: 'customer',
            onCell: () => ({ 'data-col': 'customer' }) as HTMLAttributes<HTMLElement>,
          },
          {
            title: t('desktop.order.status'),
            dataIndex: 'status',
            width: 112,
            render: (s: string) => <StatusTag status={s} />,
          },
          {
            title: t('desktop.order.received'),
            dataIndex: 'created_at',
            width: 140,
            responsive: ['xxl'],
            render: (v: string | null) => (v ? new Date(v).toLocaleString(i18n.language) : ''),
          },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="queue-keys">
        {t('desktop.queue.keys')}
      </Typography.Text>
    </Card>
  );
}
