import { useRouterState } from '@tanstack/react-router';

/** The static data of the deepest matched route: shared pages learn from it which list they show. */
export function useStaticData() {
  return useRouterState({ select: (s) => s.matches[s.matches.length - 1]?.staticData ?? {} });
}
