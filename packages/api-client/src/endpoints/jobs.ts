import type { JobList, JobListQuery, JobRetried, JobView, RealtimeReplay } from '@portal/contracts';
import type { Http } from '../http.js';

/** Background jobs (admins, or staff with the settings permission) and the realtime replay. */
export function jobsApi(http: Http) {
  return {
    list: (q: Partial<JobListQuery> = {}) => http.get<JobList>('/jobs', { ...q }),
    get: (id: number) => http.get<JobView>(`/jobs/${id}`),
    retry: (id: number) => http.post<JobRetried>(`/jobs/${id}/retry`),
  };
}

export function eventsApi(http: Http) {
  return {
    /** What the websocket sent after event `since`, oldest first; ask again from `last_id` while full. */
    since: (since: number, limit = 100) => http.get<RealtimeReplay>('/events', { since, limit }),
  };
}
