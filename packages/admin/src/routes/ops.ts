import { JOB_STATES, type JobStateName } from '@portal/contracts';
import { type PagedSearch, pagedSearch } from '@portal/ui/paged';
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { needs } from './beforeLoad';
import { lazyPage } from './lazyPage';

export interface JobsSearch extends PagedSearch {
  state?: JobStateName;
}

/** The page and the state filter of the jobs list; anything else is dropped. */
export function jobsSearch(raw: Record<string, unknown>): JobsSearch {
  const state = (JOB_STATES as readonly unknown[]).includes(raw.state)
    ? (raw.state as JobStateName)
    : undefined;
  return { page: pagedSearch(raw).page, ...(state ? { state } : {}) };
}

/** Operations: the background job queue. */
export const opsRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'jobs',
    staticData: { titleKey: 'ops.jobs.title' },
    validateSearch: jobsSearch,
    beforeLoad: needs('settings'),
    component: lazyPage(() => import('../pages/ops/JobsPage'), 'JobsPage'),
  }),
];
