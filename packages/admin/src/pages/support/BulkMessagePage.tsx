import type { MessageSend, SentMessage } from '@portal/contracts';
import { errorMessage, PageHeader } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { useSmsOffered } from '../admin/settings/smsSettings';
import { formatDate } from '../orders/shared';
import { MessageBodyField } from './MessageBodyField';
import { RecipientPicker } from './RecipientPicker';

type Channel = 'app' | 'email' | 'sms' | 'both';
interface Values {
  subject: string;
  message: string;
  audience: 'customers' | 'agents' | 'selected';
  user_ids?: number[];
  country?: string;
  channel: Channel;
}

/**
 * /admin/agent_manager/agent_bulk_email: a message to all customers or all agents (optionally of one
 * country), or to customers chosen one by one, in the portal, by e-mail, SMS or both. E-mail and SMS run
 * as a background job; the list below shows its progress and every recipient that failed, refreshed while a
 * send is still running.
 *
 * SMS (alone or with e-mail) is offered only while the site's `sms_notification` switch is on and the provider
 * has an account, a token and a sender, as GET /api/message/channels answers for every sender (the provider
 * settings themselves need the `settings` permission). Every send asks first, naming the recipients and, for
 * all customers or all agents, how many they are now (counted as the send picks them), since a send to all
 * customers cannot be called back; nothing is offered to send when nobody matches.
 */
export function BulkMessagePage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const audience = Form.useWatch('audience', form);
  const channel = Form.useWatch('channel', form);
  const smsOffered = useSmsOffered();
  const [counting, setCounting] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);
  useEffect(() => {
    if (!smsOffered && (channel === 'sms' || channel === 'both')) form.setFieldValue('channel', 'email');
  }, [smsOffered, channel, form]);
  const sent = useQuery({
    queryKey: ['sent-messages'],
    queryFn: () => api.support.messages.sent({ size: 20 }),
    refetchInterval: (q) =>
      q.state.data?.items.some((m) => m.job_id && m.sent + m.failed < m.total) ? 2000 : false,
  });
  const send = useMutation({
    mutationFn: ({ channel, ...v }: Values) =>
      api.support.messages.send(channel, {
        subject: v.subject,
        message: v.message,
        audience: v.audience,
        ...(v.audience === 'selected'
          ? { user_ids: v.user_ids ?? [] }
          : v.country
            ? { country: v.country.toUpperCase() }
            : {}),
      } as MessageSend),
    onSuccess: (res) => {
      message.success(res.message);
      form.resetFields(['subject', 'message', 'user_ids']);
      void qc.invalidateQueries({ queryKey: ['sent-messages'] });
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  /** How many a send to everyone reaches now; null when it cannot be told (the dialog then names the audience only). */
  const countRecipients = async (v: Values): Promise<number | null> => {
    if (v.audience === 'selected') return v.user_ids?.length ?? 0;
    setCounting(true);
    try {
      const res = await api.support.messages.recipientCount({
        audience: v.audience,
        ...(v.country ? { country: v.country.toUpperCase() } : {}),
      });
      return res.count;
    } catch {
      return null;
    } finally {
      setCounting(false);
    }
  };
  /** Nothing goes out before the sender has seen who gets it, how many they are, and how. */
  const confirmSend = async (v: Values) => {
    const n = await countRecipients(v);
    const audienceName = t(
      v.audience === 'agents' ? 'support.messages.all_agents' : 'support.messages.all_customers',
    );
    const recipients =
      v.audience === 'selected'
        ? t('support.messages.confirm_chosen', { n: number.format(n ?? 0) })
        : n === null
          ? t('support.messages.confirm_recipients', { audience: audienceName })
          : t('support.messages.confirm_counted', { audience: audienceName, n: number.format(n) });
    modal.confirm({
      title: t('support.messages.confirm_title'),
      content: (
        <div data-testid="bulk-confirm">
          <Typography.Paragraph
            strong
            style={{ marginBottom: 4 }}
            data-testid="bulk-confirm-recipients"
            data-count={n ?? undefined}
          >
            {recipients}
          </Typography.Paragraph>
          {n === 0 ? (
            <Typography.Paragraph type="danger" style={{ marginBottom: 4 }} data-testid="bulk-confirm-none">
              {t('support.messages.confirm_none')}
            </Typography.Paragraph>
          ) : null}
          {v.audience !== 'selected' && v.country ? (
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              {t('support.messages.confirm_country', { country: v.country.toUpperCase() })}
            </Typography.Paragraph>
          ) : null}
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {t('support.messages.confirm_channel', { channel: t(`support.messages.channel_${v.channel}`) })}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('support.messages.confirm_now')}
          </Typography.Paragraph>
        </div>
      ),
      okText: t('support.ticket.send'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'bulk-confirm-send', disabled: n === 0 },
      cancelButtonProps: { 'data-testid': 'bulk-confirm-cancel' },
      onOk: () => void send.mutate(v),
    });
  };
  return (
    <>
      <PageHeader title={t('support.titles.bulk_email')} />
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Card>
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ audience: 'customers', channel: 'email' }}
            onFinish={(v) => void confirmSend(v)}
            style={{ maxWidth: 720 }}
          >
            <Form.Item name="audience" label={t('support.messages.audience')}>
              <Select
                options={[
                  { value: 'customers', label: t('support.messages.all_customers') },
                  { value: 'agents', label: t('support.messages.all_agents') },
                  { value: 'selected', label: t('support.messages.chosen_customers') },
                ]}
                data-testid="bulk-audience"
              />
            </Form.Item>
            {audience === 'selected' ? (
              <Form.Item
                name="user_ids"
                label={t('support.messages.customers')}
                rules={[
                  { required: true, type: 'array', min: 1, message: t('support.messages.pick_customers') },
                ]}
              >
                <RecipientPicker />
              </Form.Item>
            ) : (
              <Form.Item name="country" label={t('support.messages.country')} rules={[{ len: 2 }]}>
                <Input maxLength={2} style={{ width: 100 }} />
              </Form.Item>
            )}
            <Form.Item
              name="channel"
              label={t('support.messages.channel')}
              extra={
                smsOffered ? undefined : (
                  <span data-testid="bulk-sms-unavailable">{t('support.messages.sms_unavailable')}</span>
                )
              }
            >
              <Radio.Group data-testid="bulk-channel">
                <Radio value="app">{t('support.messages.channel_app')}</Radio>
                <Radio value="email">{t('support.messages.channel_email')}</Radio>
                {smsOffered ? <Radio value="sms">{t('support.messages.channel_sms')}</Radio> : null}
                {smsOffered ? <Radio value="both">{t('support.messages.channel_both')}</Radio> : null}
              </Radio.Group>
            </Form.Item>
            <Form.Item
              name="subject"
              label={t('support.ticket.subject')}
              rules={[{ required: true, whitespace: true, max: 200 }]}
            >
              <Input maxLength={200} data-testid="bulk-subject" />
            </Form.Item>
            <Form.Item
              name="message"
              label={t('support.ticket.message')}
              extra={t('support.messages.format_help')}
              rules={[{ required: true, whitespace: true }]}
            >
              <MessageBodyField />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={send.isPending || counting}
              data-testid="bulk-send"
            >
              {t('support.ticket.send')}
            </Button>
          </Form>
        </Card>
        <Table<SentMessage>
          title={() => t('support.messages.sent_list')}
          rowKey="_id"
          loading={sent.isLoading}
          dataSource={sent.data?.items ?? []}
          pagination={false}
          scroll={{ x: true }}
          expandable={{
            rowExpandable: (m) => m.failures.length > 0,
            expandedRowRender: (m) => (
              <ul>
                {m.failures.map((f) => (
                  <li key={f.user_id}>
                    <Typography.Text strong>{f.username}</Typography.Text>: {f.error}
                  </li>
                ))}
              </ul>
            ),
          }}
          columns={[
            { key: 'subject', title: t('support.ticket.subject'), dataIndex: 'subject' },
            {
              key: 'channels',
              title: t('support.messages.channel'),
              render: (_, m) =>
                m.channels.map((c) => <Tag key={c}>{t(`support.messages.channel_${c}`)}</Tag>),
            },
            { key: 'total', title: t('support.messages.audience'), dataIndex: 'total' },
            { key: 'sent', title: t('support.messages.delivered'), dataIndex: 'sent' },
            {
              key: 'failed',
              title: t('support.messages.failed'),
              render: (_, m) => (m.failed ? <Typography.Text type="danger">{m.failed}</Typography.Text> : 0),
            },
            {
              key: 'at',
              title: t('support.ticket.created'),
              render: (_, m) => formatDate(m.created_at, i18n.language),
            },
          ]}
        />
      </Space>
    </>
  );
}
