import type { JobListQuery } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../platform/context';

export const opsKeys = {
  all: ['ops'] as const,
  jobs: (q: Partial<JobListQuery>) => ['ops', 'jobs', q] as const,
};

/** Background jobs; refreshed every few seconds while the page is open, so progress moves. */
export const useJobs = (q: Partial<JobListQuery>) => {
  const api = useApi();
  return useQuery({
    queryKey: opsKeys.jobs(q),
    queryFn: () => api.jobs.list(q),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
};

export const useRetryJob = () => {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.jobs.retry(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
};
