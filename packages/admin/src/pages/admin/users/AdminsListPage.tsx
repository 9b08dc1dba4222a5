import { MoreOutlined, UserAddOutlined } from '@ant-design/icons';
import type { User } from '@portal/contracts';
import { ROLE } from '@portal/contracts';
import { PageHeader, useConfirmDelete } from '@portal/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Button, Card, Dropdown, type MenuProps, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmins } from '../../../queries/users';
import { useSession } from '../../../platform/context';
import { RoleTag, StatusTag } from '../../shared/UserTags';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ChangeRoleModal } from './ChangeRoleModal';
import { CreateStaffModal } from './CreateStaffModal';
import { PermissionsModal } from './PermissionsModal';
import { UserEditModal } from './UserEditModal';
import { UserListFilters } from './UserListFilters';
import { useUserAdmin } from './useUserAdmin';

const routeApi = getRouteApi('/admin/users/admins');
const PAGE_SIZE = 20;

type Dialog = { kind: 'edit' | 'role' | 'password' | 'permissions'; user: User } | { kind: 'create' } | null;

/** Admins and staff. Staff users get their permissions from the tree edited here. */
export function AdminsListPage() {
  const { t, i18n } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = useNavigate();
  const me = useSession((s) => s.user);
  const page = search.page ?? 1;
  const list = useAdmins({ keyword: search.keyword, status: search.status, page, size: PAGE_SIZE });
  const { update, remove, changePassword, createStaff } = useUserAdmin();
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<Dialog>(null);
  const setSearch = (next: typeof search) => void navigate({ to: '.', search: next, replace: true });

  const actionsFor = (u: User): MenuProps['items'] => {
    const self = u._id === me?._id;
    return [
      u.role_id === ROLE.STAFF ? { key: 'permissions', label: t('users.permissions') } : null,
      { key: 'edit', label: t('common.edit') },
      self ? null : { key: 'role', label: t('users.change_role') },
      { key: 'password', label: t('users.change_password') },
      self ? null : { type: 'divider' as const },
      self ? null : { key: 'delete', label: t('common.delete'), danger: true },
    ].filter((x) => x !== null);
  };

  const onAction = (key: string, u: User) => {
    if (key === 'delete') confirmDelete(() => remove.mutateAsync(u._id));
    else setDialog({ kind: key as 'edit' | 'role' | 'password' | 'permissions', user: u });
  };
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={t('users.admins_title')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <Space wrap>
            <UserListFilters search={search} onChange={setSearch} />
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog({ kind: 'create' })}>
              {t('users.create_staff')}
            </Button>
          </Space>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<User>
          rowKey="_id"
          loading={list.isFetching}
          dataSource={list.data?.items}
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
            { key: 'role', title: t('users.role'), render: (_, u) => <RoleTag roleId={u.role_id} /> },
            {
              key: 'status',
              title: t('users.status'),
              render: (_, u) => (
                <StatusTag status={u.status} suspendedUntil={u.suspended_until} reason={u.suspend_reason} />
              ),
            },
            {
              key: 'last_login',
              title: t('profile.last_login'),
              render: (_, u) => (u.last_login ? new Date(u.last_login).toLocaleString(i18n.language) : '—'),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              fixed: 'right',
              render: (_, u) => (
                <Dropdown
                  trigger={['click']}
                  menu={{ items: actionsFor(u), onClick: ({ key }) => onAction(key, u) }}
                >
                  <Button
                    icon={<MoreOutlined />}
                    aria-label={t('common.actions')}
                    data-testid={`actions-${u.username}`}
                  />
                </Dropdown>
              ),
            },
          ]}
        />
      </Card>
      {dialog?.kind === 'create' ? (
        <CreateStaffModal
          saving={createStaff.isPending}
          onClose={close}
          onSave={(body) => createStaff.mutate(body, { onSuccess: close })}
        />
      ) : null}
      {dialog?.kind === 'permissions' ? (
        <PermissionsModal
          user={dialog.user}
          saving={update.isPending}
          onClose={close}
          onSave={(permissions) =>
            update.mutate({ id: dialog.user._id, fields: { permissions } }, { onSuccess: close })
          }
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <UserEditModal
          user={dialog.user}
          saving={update.isPending}
          onClose={close}
          onSave={(fields) => update.mutate({ id: dialog.user._id, fields }, { onSuccess: close })}
        />
      ) : null}
      {dialog?.kind === 'role' ? (
        <ChangeRoleModal
          user={dialog.user}
          saving={update.isPending}
          onClose={close}
          onSave={(role_id) =>
            update.mutate({ id: dialog.user._id, fields: { role_id } }, { onSuccess: close })
          }
        />
      ) : null}
      {dialog?.kind === 'password' ? (
        <ChangePasswordModal
          user={dialog.user}
          saving={changePassword.isPending}
          onClose={close}
          onSave={(password) =>
            changePassword.mutate({ id: dialog.user._id, password }, { onSuccess: close })
          }
        />
      ) : null}
    </>
  );
}
