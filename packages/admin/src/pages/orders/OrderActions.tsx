import type { OrderKindName } from '@portal/api-client';
import type { Order, OrderStatus } from '@portal/contracts';
import { CUSTOMER_CANCELLABLE, isTerminal, nextStatuses } from '@portal/domain';
import { errorMessage } from '@portal/ui';
import { App, Button, Card, Form, Input, Modal, Progress, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { kindApi, useOrderRefresh } from '../../queries/orders';
import { useSiteData } from '../../queries/site';
import { FileField } from './FileField';

/** Cancelling asks for a reason (spec: the customer is told why). */
function CancelButton({ order, kind = 'order' }: { order: Order; kind?: OrderKindName }) {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useOrderRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    try {
      await kindApi(api, kind).cancel(order._id, reason);
      refresh(order._id);
      setOpen(false);
      message.success(t('orders.details.cancelled'));
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="cancel-order">
        {t('orders.details.cancel')}
      </Button>
      <Modal
        open={open}
        title={t('orders.details.cancel')}
        okText={t('orders.details.cancel')}
        okButtonProps={{ danger: true, loading: busy, 'data-testid': 'confirm-cancel' } as never}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          scrollToFirstError={{ block: 'center', focus: true }}
          form={form}
          layout="vertical"
          onFinish={submit}
        >
          <Form.Item
            name="reason"
            label={t('orders.details.reason')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input.TextArea id="cancel-reason" rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Customer: cancel while the order may still be cancelled; pay a pay-later order. */
export function CustomerActions({ order }: { order: Order }) {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useOrderRefresh();
  if (!CUSTOMER_CANCELLABLE.includes(order.status)) return null;
  const pay = async () => {
    try {
      await api.orders.payLater(order._id);
      refresh(order._id);
    } catch (err) {
      message.error(errorMessage(err, t));
    }
  };
  return (
    <Space wrap>
      {/* An unpaid order whose file the monthly purge deleted can no longer be paid (the server refuses it). */}
      {order.status === 'unpaid' && !order.file_expired ? (
        <Button type="primary" onClick={() => void pay()}>
          {t('orders.details.pay_now')}
        </Button>
      ) : null}
      <CancelButton order={order} />
    </Space>
  );
}

/** Staff: deliver a modified file (a new revision), change the status, cancel, add to the solution library. */
export function StaffActions({ order, kind }: { order: Order; kind: OrderKindName }) {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useOrderRefresh();
  const [file, setFile] = useState<File | undefined>();
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const automation = useSiteData().data?.settings.automation;
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      refresh(order._id);
      message.success(t(done));
      return true;
    } catch (err) {
      message.error(errorMessage(err, t));
      return false;
    }
  };
  const deliver = async () => {
    if (!file) return;
    setProgress(0);
    const ok = await act(
      () =>
        kindApi(api, kind).deliver(order._id, file, note || undefined, (p) =>
          setProgress(p.total ? Math.floor((p.loaded / p.total) * 100) : 0),
        ),
      'orders.details.delivered',
    );
    setProgress(null);
    if (ok) {
      setFile(undefined);
      setNote('');
    }
  };
  // Re-runs the match, for example after a solution was added while this order was waiting.
  const retry = async () => {
    try {
      const { matched } = await kindApi(api, kind).retryAutomation(order._id);
      refresh(order._id);
      if (matched) message.success(t('orders.details.automation_matched'));
      else message.info(t('orders.details.automation_no_match'));
    } catch (err) {
      message.error(errorMessage(err, t));
    }
  };
  const statuses = nextStatuses(order.status, 'staff').filter((s) => s !== 'cancelled' && s !== 'completed');
  return (
    <Card title={t('orders.details.staff_actions')} size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        {order.status !== 'cancelled' && !order.file_expired ? (
          <Space wrap align="start">
            <FileField value={file} onChange={setFile} testId="modified-file" />
            <Input
              placeholder={t('orders.details.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              // The server refuses a longer note rather than cutting it.
              maxLength={2000}
              showCount
              style={{ width: 240 }}
            />
            <Button
              type="primary"
              disabled={!file}
              loading={progress !== null}
              onClick={() => void deliver()}
              data-testid="deliver"
            >
              {t('orders.details.upload_modified')}
            </Button>
          </Space>
        ) : null}
        {progress !== null ? <Progress percent={progress} /> : null}
        <Space wrap>
          {statuses.length ? (
            <>
              <Select<OrderStatus>
                placeholder={t('orders.details.change_status')}
                value={status}
                onChange={setStatus}
                style={{ width: 200 }}
                options={statuses.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
              />
              <Button
                disabled={!status}
                onClick={() =>
                  status &&
                  void act(
                    () => kindApi(api, kind).changeStatus(order._id, status),
                    'orders.details.status_changed',
                  ).then(() => setStatus(undefined))
                }
              >
                {t('orders.details.change_status')}
              </Button>
            </>
          ) : null}
          {!isTerminal(order.status) ? <CancelButton order={order} kind={kind} /> : null}
          {automation && order.status === 'pending' ? (
            <Button data-testid="retry-automation" onClick={() => void retry()}>
              {t('orders.details.retry_automation')}
            </Button>
          ) : null}
          {order.status === 'completed' && order.modified_file && !order.automated ? (
            <Button
              data-testid="add-solution"
              onClick={() =>
                void act(() => api.orders.addSolution(order._id), 'orders.details.solution_added')
              }
            >
              {t('orders.details.add_solution')}
            </Button>
          ) : null}
        </Space>
      </Space>
    </Card>
  );
}
