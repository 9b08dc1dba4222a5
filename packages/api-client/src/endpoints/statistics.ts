import type { AgentBalanceHistory, DashboardStatistics } from '@portal/contracts';
import type { Http } from '../http.js';

/** Figures behind the staff charts. */
export function statisticsApi(http: Http) {
  return {
    dashboard: () => http.get<DashboardStatistics>('/statistics/dashboard'),
    agentBalance: (userId: number) => http.get<AgentBalanceHistory>(`/statistics/agent-balance/${userId}`),
  };
}
