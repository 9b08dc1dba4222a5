import { useRouterState } from '@tanstack/react-router';
import { RecordTable } from './RecordTable';
import { REG_SCREENS } from './screens';

/** /admin/reg-searchs/<screen>: the route's static data names the screen. */
export function RegListPage() {
  const screen = useRouterState({
    select: (s) => s.matches[s.matches.length - 1]?.staticData.regScreen ?? 'makes',
  });
  // Keyed so that search and page start afresh on another list.
  return <RecordTable key={screen} spec={REG_SCREENS[screen]} />;
}
