import type { ApiAccessListQuery, ApiAccessOwnerUpdate, ApiQuotesQuery } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../platform/context';

export const apiAccessKeys = {
  all: ['api-access'] as const,
  list: (q: ApiAccessListQuery) => ['api-access', 'list', q] as const,
  mine: ['api-access', 'mine'] as const,
  quotes: (q: ApiQuotesQuery) => ['api-quotes', q] as const,
};

/** Every dealer's API access (staff with api_manager). */
export const useApiAccessList = (q: ApiAccessListQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: apiAccessKeys.list(q),
    queryFn: () => api.apiAccess.list(q),
    placeholderData: keepPreviousData,
  });
};

/** The signed-in customer's own access, its usage and the request price. */
export const useMyApiAccess = () => {
  const api = useApi();
  return useQuery({ queryKey: apiAccessKeys.mine, queryFn: () => api.apiAccess.mine() });
};

export const useUpdateMyApiAccess = () => {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApiAccessOwnerUpdate }) =>
      api.apiAccess.updateMine(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiAccessKeys.all }),
  });
};

/** Quote requests from the customer's widget; made stale live by `api_quote.*` events. */
export const useApiQuotes = (q: ApiQuotesQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: apiAccessKeys.quotes(q),
    queryFn: () => api.apiAccess.quotes(q),
    placeholderData: keepPreviousData,
  });
};

export const useSetQuoteStatus = () => {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'new' | 'answered' }) =>
      api.apiAccess.setQuoteStatus(id, status),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['api-quotes'] }),
  });
};
