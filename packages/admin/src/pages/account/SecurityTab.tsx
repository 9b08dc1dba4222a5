import type { SessionItem, SignInEvent } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { App, Button, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMySessions, useMySignIns, useSignOutOtherSessions, useSignOutSession } from '../../queries/audit';
import { useKindLabel } from '../audit/kindLabel';
import { useSessionClientLabel } from './sessionClient';

const SIGNIN_PAGE = 10;

/** The person's open sessions (each can be signed out) and their recent sign-ins, failed ones included. */
export function SecurityTab() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const kindLabel = useKindLabel();
  const clientLabel = useSessionClientLabel();
  const sessions = useMySessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const others = (sessions.data?.items ?? []).filter((s) => !s.current).length;
  const [page, setPage] = useState(1);
  const signIns = useMySignIns(page, SIGNIN_PAGE);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  return (
    <>
      <Typography.Title level={5}>{t('audit.profile.sessions')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('audit.profile.sessions_intro')}</Typography.Paragraph>
      {others > 0 ? (
        <Popconfirm
          title={t('audit.profile.sign_out_others_confirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={() =>
            signOutOthers.mutateAsync().then(
              (res) => void message.success(res.message),
              (err) => void message.error(errorMessage(err, t)),
            )
          }
        >
          <Button
            danger
            loading={signOutOthers.isPending}
            style={{ marginBottom: 12 }}
            data-testid="sign-out-others"
          >
            {t('audit.profile.sign_out_others')}
          </Button>
        </Popconfirm>
      ) : null}
      <Table<SessionItem>
        rowKey="_id"
        size="small"
        loading={sessions.isLoading}
        dataSource={sessions.data?.items ?? []}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          {
            key: 'device',
            title: t('audit.log.device'),
            render: (_, s) => (
              <>
                {/* The user agent as sent stays at hand, for whoever wants the detail. */}
                <Tooltip title={s.user_agent || undefined}>
                  <Typography.Text data-testid="session-client">{clientLabel(s.client)}</Typography.Text>
                </Tooltip>{' '}
                {s.current ? <Tag color="green">{t('audit.profile.this_session')}</Tag> : null}
                {s.impersonated ? <Tag>{t('audit.profile.by_admin')}</Tag> : null}
              </>
            ),
          },
          { key: 'ip', title: t('audit.log.ip'), dataIndex: 'ip' },
          { key: 'started', title: t('audit.profile.started'), render: (_, s) => when(s.created_at) },
          { key: 'active', title: t('audit.profile.last_active'), render: (_, s) => when(s.last_active_at) },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, s) =>
              s.current ? null : (
                <Popconfirm
                  title={t('audit.profile.sign_out_confirm')}
                  okText={t('common.yes')}
                  cancelText={t('common.no')}
                  onConfirm={() =>
                    signOut.mutateAsync(s._id).then(
                      (res) => void message.success(res.message),
                      (err) => void message.error(errorMessage(err, t)),
                    )
                  }
                >
                  <Button size="small" danger loading={signOut.isPending && signOut.variables === s._id}>
                    {t('audit.profile.sign_out')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('audit.profile.signins')}
      </Typography.Title>
      <Table<SignInEvent>
        rowKey="_id"
        size="small"
        loading={signIns.isLoading}
        dataSource={signIns.data?.items ?? []}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize: SIGNIN_PAGE,
          total: signIns.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { key: 'when', title: t('audit.log.when'), render: (_, e) => when(e.created_at) },
          {
            key: 'kind',
            title: t('audit.profile.outcome'),
            render: (_, e) => (
              <Tag color={e.action === 'auth.signin' ? 'green' : 'red'}>{kindLabel(e.action)}</Tag>
            ),
          },
          { key: 'ip', title: t('audit.log.ip'), dataIndex: 'ip' },
          { key: 'place', title: t('audit.log.place'), render: (_, e) => e.place || '-' },
          {
            key: 'device',
            title: t('audit.log.device'),
            render: (_, e) => (
              <Tooltip title={e.user_agent || undefined}>
                <Typography.Text data-testid="signin-client">
                  {e.user_agent ? clientLabel(e.client) : '-'}
                </Typography.Text>
              </Tooltip>
            ),
          },
        ]}
      />
    </>
  );
}
