import type { AdminUserFields } from '@portal/api-client';
import { type StaffCreate, type User, USER_STATUS } from '@portal/contracts';
import { useErrorToast } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { userKeys } from '../../../queries/users';

/** The write calls of the user lists; every success refreshes the lists and the dashboard counts. */
export function useUserAdmin() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const done = (text: string) => {
    message.success(text);
    void qc.invalidateQueries({ queryKey: userKeys.all });
  };
  const fail = useErrorToast();

  const update = useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: AdminUserFields }) => api.users.update(id, fields),
    onSuccess: () => done(t('common.saved')),
    onError: fail,
  });
  // Says what approving did: the person can sign in, and whether an e-mail told them so.
  const approve = useMutation({
    mutationFn: (user: User) => api.users.update(user._id, { status: USER_STATUS.ACTIVE }),
    onSuccess: (res) => {
      const name = `${res.user.firstname} ${res.user.lastname}`.trim() || res.user.username;
      done(t(res.notified ? 'users.approved_notified' : 'users.approved', { name }));
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.users.remove(id),
    onSuccess: (res) => done(res.message),
    onError: fail,
  });
  const changePassword = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api.users.changePassword(id, password),
    onSuccess: (res) => done(res.message),
    onError: fail,
  });
  const createStaff = useMutation({
    mutationFn: (body: StaffCreate) => api.users.createStaff(body),
    onSuccess: (res) => done(t('users.staff_invited', { email: res.user.email })),
    onError: fail,
  });
  return { update, approve, remove, changePassword, createStaff, fail };
}
