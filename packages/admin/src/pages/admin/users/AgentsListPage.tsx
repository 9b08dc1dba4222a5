import { DownloadOutlined, MoreOutlined } from '@ant-design/icons';
import type { User } from '@portal/contracts';
import { hasPermission, USER_STATUS } from '@portal/contracts';
import { ListEmpty, PageHeader, useConfirmDelete } from '@portal/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { App, Button, Card, Dropdown, type MenuProps, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { countryName } from '../../../lib/countries';
import { saveBlob } from '../../../lib/download';
import { useSuspension } from '../../../queries/audit';
import { useCustomers } from '../../../queries/users';
import { homeFor } from '../../../routes/guards';
import { useAdminDeps, useSession } from '../../../platform/context';
import { StatusTag } from '../../shared/UserTags';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ChangeRoleModal } from './ChangeRoleModal';
import { SuspendModal } from './SuspendModal';
import { UserEditModal } from './UserEditModal';
import { UserListFilters } from './UserListFilters';
import { useUserAdmin } from './useUserAdmin';

/** A suspension that has not yet run out. */
const isSuspended = (u: User) => !!u.suspended_until && new Date(u.suspended_until).getTime() > Date.now();

const routeApi = getRouteApi('/admin/agent_manager/agents_list');
const PAGE_SIZE = 20;

type Dialog = { kind: 'edit' | 'role' | 'password' | 'suspend'; user: User } | null;

/** Customers (dealers/agents): search, approve, edit, role, password, sign in as, delete, export. */
export function AgentsListPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = useNavigate();
  const { signInAsDealer } = useAdminDeps();
  const me = useSession((s) => s.user);
  const can = (p: Parameters<typeof hasPermission>[1]) => hasPermission(me, p);
  const page = search.page ?? 1;
  const list = useCustomers({ keyword: search.keyword, status: search.status, page, size: PAGE_SIZE });
  const { update, approve, remove, changePassword, fail } = useUserAdmin();
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<Dialog>(null);
  const suspension = useSuspension();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState<string | null>(null);

  const setSearch = (next: typeof search) => void navigate({ to: '.', search: next, replace: true });

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      // What the list shows: its customers, narrowed by the same search and status.
      const file = await api.users.exportAll(format, {
        scope: 'customers',
        keyword: search.keyword,
        status: search.status,
      });
      saveBlob(file.blob, file.filename ?? `users.${format}`);
    } catch (err) {
      fail(err);
    } finally {
      setExporting(null);
    }
  };

  const actionsFor = (u: User): MenuProps['items'] =>
    [
      u.status !== USER_STATUS.ACTIVE && can('dealers_manager.edit_dealer')
        ? { key: 'approve', label: t('users.approve') }
        : null,
      can('dealers_manager.edit_dealer') ? { key: 'edit', label: t('common.edit') } : null,
      can('dealers_manager.change_role') ? { key: 'role', label: t('users.change_role') } : null,
      can('dealers_manager.change_dealer_password')
        ? { key: 'password', label: t('users.change_password') }
        : null,
      can('dealers_manager.edit_dealer')
        ? isSuspended(u)
          ? { key: 'unsuspend', label: t('audit.suspend.lift') }
          : { key: 'suspend', label: t('audit.suspend.action') }
        : null,
      signInAsDealer && can('dealers_manager.login_to_dealer_account')
        ? { key: 'login', label: t('users.sign_in_as') }
        : null,
      can('dealers_manager.delete_dealer') ? { type: 'divider' as const } : null,
      can('dealers_manager.delete_dealer')
        ? { key: 'delete', label: t('common.delete'), danger: true }
        : null,
    ].filter((x) => x !== null);

  const onAction = async (key: string, u: User) => {
    if (key === 'approve') approve.mutate(u);
    else if (key === 'edit' || key === 'role' || key === 'password' || key === 'suspend')
      setDialog({ kind: key, user: u });
    else if (key === 'unsuspend')
      suspension.lift.mutate(u._id, {
        onSuccess: () => message.success(t('audit.suspend.lifted')),
        onError: fail,
      });
    else if (key === 'delete') confirmDelete(() => remove.mutateAsync(u._id));
    else if (key === 'login' && signInAsDealer) {
      try {
        const dealer = await signInAsDealer(u._id);
        await navigate({ to: homeFor(dealer) });
      } catch (err) {
        fail(err);
      }
    }
  };

  return (
    <>
      <PageHeader
        title={t('users.customers_title')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            <UserListFilters search={search} onChange={setSearch} />
            {can('dealers_manager.export_users') ? (
              <>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting === 'csv'}
                  onClick={() => exportAs('csv')}
                >
                  {t('users.export_csv')}
                </Button>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting === 'xlsx'}
                  onClick={() => exportAs('xlsx')}
                >
                  {t('users.export_xlsx')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<User>
          rowKey="_id"
          loading={list.isFetching}
          dataSource={list.data?.items}
          locale={{ emptyText: <ListEmpty text={t('users.customers_empty')} /> }}
          // Columns as wide as their content: headers and e-mail addresses never break inside a word.
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => setSearch({ ...search, page: p > 1 ? p : undefined }),
          }}
          columns={[
            {
              key: 'name',
              title: t('users.name'),
              render: (_, u) => (
                <>
                  <Typography.Text strong>
                    {`${u.firstname} ${u.lastname}`.trim() || u.username}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">@{u.username}</Typography.Text>
                </>
              ),
            },
            { key: 'email', title: t('profile.email'), dataIndex: 'email' },
            { key: 'company', title: t('profile.company_name'), dataIndex: 'company_name' },
            {
              key: 'country',
              title: t('profile.country'),
              render: (_, u) => countryName(u.country, i18n.language),
            },
            {
              key: 'status',
              title: t('users.status'),
              render: (_, u) => (
                <>
                  <StatusTag status={u.status} suspendedUntil={u.suspended_until} reason={u.suspend_reason} />
                  {u.verified ? null : <Tag>{t('users.unverified')}</Tag>}
                </>
              ),
            },
            {
              key: 'created',
              title: t('users.created'),
              render: (_, u) => new Date(u.created_at).toLocaleDateString(i18n.language),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              fixed: 'right',
              render: (_, u) => {
                const items = actionsFor(u);
                return items?.length ? (
                  <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => void onAction(key, u) }}>
                    <Button
                      icon={<MoreOutlined />}
                      aria-label={t('common.actions')}
                      data-testid={`actions-${u.username}`}
                    />
                  </Dropdown>
                ) : null;
              },
            },
          ]}
        />
      </Card>
      {dialog?.kind === 'suspend' ? (
        <SuspendModal
          user={dialog.user}
          saving={suspension.suspend.isPending}
          onClose={() => setDialog(null)}
          onSave={(body) =>
            suspension.suspend.mutate(
              { id: dialog.user._id, body },
              {
                onSuccess: () => {
                  setDialog(null);
                  message.success(t('audit.suspend.done'));
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <UserEditModal
          user={dialog.user}
          saving={update.isPending}
          onClose={() => setDialog(null)}
          onSave={(fields) =>
            update.mutate({ id: dialog.user._id, fields }, { onSuccess: () => setDialog(null) })
          }
        />
      ) : null}
      {dialog?.kind === 'role' ? (
        <ChangeRoleModal
          user={dialog.user}
          saving={update.isPending}
          onClose={() => setDialog(null)}
          onSave={(role_id) =>
            update.mutate({ id: dialog.user._id, fields: { role_id } }, { onSuccess: () => setDialog(null) })
          }
        />
      ) : null}
      {dialog?.kind === 'password' ? (
        <ChangePasswordModal
          user={dialog.user}
          saving={changePassword.isPending}
          onClose={() => setDialog(null)}
          onSave={(password) =>
            changePassword.mutate({ id: dialog.user._id, password }, { onSuccess: () => setDialog(null) })
          }
        />
      ) : null}
    </>
  );
}
