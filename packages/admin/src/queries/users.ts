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

/** Dashboard figures: the lists' `total` with a page of one. */
export const useUserCounts = () => {
  const api = useApi();
  return useQuery({
    queryKey: ['users', 'counts'],
    queryFn: async () => {
      const [customers, pending, staff] = await Promise.all([
        api.users.customers({ page: 1, size: 1 }),
        api.users.customers({ page: 1, size: 1, status: 0 }),
        api.users.admins({ page: 1, size: 1 }),
      ]);
      return { customers: customers.total, pending: pending.total, staff: staff.total };
    },
  });
};
