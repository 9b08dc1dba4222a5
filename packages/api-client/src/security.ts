import type {
  AuditList,
  AuditQuery,
  Message,
  SessionList,
  SignInList,
  SuspendBody,
  User,
} from '@portal/contracts';
import type { Download, Http } from './http.js';

export type AuditFilter = Omit<AuditQuery, 'page' | 'size'>;

/** The audit trail: own sign-ins and sessions, the admin's event list and export, suspensions. */
export function securityApi(http: Http) {
  return {
    mySessions: () => http.get<SessionList>('/user/sessions'),
    signOutSession: (id: string) => http.del<Message>(`/user/sessions/${encodeURIComponent(id)}`),
    /** Signs out every other session of the signed-in person; this one stays. */
    signOutOtherSessions: () => http.del<Message>('/user/sessions'),
    mySignIns: (q: { page?: number; size?: number } = {}) => http.get<SignInList>('/user/signins', { ...q }),
    auditLog: (q: AuditQuery = {}) => http.get<AuditList>('/audit-log', { ...q }),
    exportAuditLog: (q: AuditFilter = {}): Promise<Download> => http.download('/audit-log/export', { ...q }),
    suspend: (userId: number, body: SuspendBody) =>
      http.post<{ user: User }>(`/user/${userId}/suspend`, body),
    unsuspend: (userId: number) => http.del<{ user: User }>(`/user/${userId}/suspend`),
    /** A one-use ticket for opening the live-events socket without a token in its address. */
    socketTicket: () => http.post<{ ticket: string; expires_in: number }>('/ws/ticket', {}),
  };
}
