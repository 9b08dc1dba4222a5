import type { UserListQuery } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../platform/context';
import { usePagedList } from './paged';

export const userKeys = {
  all: ['users'] as const,
  customers: (q: UserListQuery) => ['users', 'customers', q] as const,
  admins: (q: UserListQuery) => ['users', 'admins', q] as const,
};

export const useCustomers = (q: UserListQuery) => {
  const api = useApi();
  return usePagedList(userKeys.customers, q, api.users.customers);
};

export const useAdmins = (q: UserListQuery) => {
  const api = useApi();
  return usePagedList(userKeys.admins, q, api.users.admins);
};

/**
 * Dashboard figures: the lists' `total` with a page of one, each asked for only by who may read that list
 * (customers: the customers list permission; staff: admins), so nobody's dashboard meets a refusal.
 */
export const useUserCounts = (may: { customers: boolean; staff: boolean }) => {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'counts', may.customers, may.staff],
    queryFn: async () => {
      const none = Promise.resolve(undefined);
      const [customers, pending, staff] = await Promise.all([
        may.customers ? api.users.customers({ page: 1, size: 1 }) : none,
        may.customers ? api.users.customers({ page: 1, size: 1, status: 0 }) : none,
        may.staff ? api.users.admins({ page: 1, size: 1 }) : none,
      ]);
      return { customers: customers?.total, pending: pending?.total, staff: staff?.total };
    },
    enabled: may.customers || may.staff,
  });
};
