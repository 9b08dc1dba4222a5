import type { AuditQuery, SuspendBody } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../platform/context';
import { userKeys } from './users';

export const auditKeys = {
  all: ['audit'] as const,
  log: (q: AuditQuery) => ['audit', 'log', q] as const,
  sessions: ['audit', 'sessions'] as const,
  signIns: (page: number) => ['audit', 'signins', page] as const,
};

/** Every security event matching the filters (admins). */
export const useAuditLog = (q: AuditQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: auditKeys.log(q),
    queryFn: () => api.security.auditLog(q),
    placeholderData: keepPreviousData,
  });
};

/** The signed-in person's open sessions (browsers, desktop apps). */
export const useMySessions = () => {
  const api = useApi();
  return useQuery({ queryKey: auditKeys.sessions, queryFn: () => api.security.mySessions() });
};

export const useMySignIns = (page: number, size: number) => {
  const api = useApi();
  return useQuery({
    queryKey: auditKeys.signIns(page),
    queryFn: () => api.security.mySignIns({ page, size }),
    placeholderData: keepPreviousData,
  });
};

export const useSignOutSession = () => {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.security.signOutSession(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: auditKeys.sessions }),
  });
};

export const useSignOutOtherSessions = () => {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.security.signOutOtherSessions(),
    onSuccess: () => qc.invalidateQueries({ queryKey: auditKeys.sessions }),
  });
};

/** Suspending and lifting a suspension change the user lists and the audit trail. */
export const useSuspension = () => {
  const api = useApi();
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: userKeys.all });
    void qc.invalidateQueries({ queryKey: auditKeys.all });
  };
  return {
    suspend: useMutation({
      mutationFn: ({ id, body }: { id: number; body: SuspendBody }) => api.security.suspend(id, body),
      onSuccess: refresh,
    }),
    lift: useMutation({ mutationFn: (id: number) => api.security.unsuspend(id), onSuccess: refresh }),
  };
};
