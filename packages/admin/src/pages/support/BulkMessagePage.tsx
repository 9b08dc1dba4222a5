import type { SentMessage } from '@portal/contracts';
import { PageHeader } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { useMessageChannels } from '../admin/settings/smsSettings';
import { formatDate } from '../orders/shared';
import { EmailUnavailable } from './EmailUnavailable';
import { MessageComposer } from './MessageComposer';

/**
 * /admin/agent_manager/agent_bulk_email: a message to all customers or all agents (optionally of one
 * country), or to customers chosen one by one, in the portal, by e-mail, SMS or both. E-mail and SMS run
 * as a background job; the list below shows its progress and every recipient that failed, refreshed while a
 * send is still running.
 *
 * SMS (alone or with e-mail) is offered only while the site's `sms_notification` switch is on and the provider
 * has an account, a token and a sender, as GET /api/message/channels answers for every sender (the provider
 * settings themselves need the `settings` permission). Without an e-mail server, e-mail (alone or with SMS) is
 * shown but cannot be chosen, with the reason, since the server would refuse the send. Every send asks first,
 * naming the recipients and, for all customers or all agents, how many they are now (counted as the send
 * picks them), since a send to all customers cannot be called back; nothing is offered to send when nobody
 * matches.
 */
export function BulkMessagePage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const { sms: smsOffered, email: emailReady } = useMessageChannels();
  const sent = useQuery({
    queryKey: ['sent-messages'],
    queryFn: () => api.support.messages.sent({ size: 20 }),
    refetchInterval: (q) =>
      q.state.data?.items.some((m) => m.job_id && m.sent + m.failed < m.total) ? 2000 : false,
  });
  return (
    <>
      <PageHeader title={t('support.titles.bulk_email')} />
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Card>
          <MessageComposer
            channels={smsOffered ? ['app', 'email', 'sms', 'both'] : ['app', 'email']}
            defaultChannel="email"
            unavailable={emailReady ? [] : ['email', 'both']}
            channelsHint={
              smsOffered && emailReady ? undefined : (
                <Flex vertical gap={4}>
                  {emailReady ? null : <EmailUnavailable />}
                  {smsOffered ? null : (
                    <span data-testid="bulk-sms-unavailable">{t('support.messages.sms_unavailable')}</span>
                  )}
                </Flex>
              )
            }
            send={(channel, body) => api.support.messages.send(channel, body)}
            onSent={() => void qc.invalidateQueries({ queryKey: ['sent-messages'] })}
          />
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
              title: t('support.messages.sent_at'),
              render: (_, m) => formatDate(m.created_at, i18n.language),
            },
          ]}
        />
      </Space>
    </>
  );
}
