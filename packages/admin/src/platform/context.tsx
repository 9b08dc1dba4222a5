import type { ApiClient } from '@portal/api-client';
import { createContext, type ReactNode, useContext } from 'react';
import type { AdminDeps, SessionState, ThemeState } from './types';

const AdminDepsContext = createContext<AdminDeps | null>(null);

/** Hands the staff/admin screens their client, session, realtime events and platform features. */
export function AdminDepsProvider({ deps, children }: { deps: AdminDeps; children: ReactNode }) {
  return <AdminDepsContext.Provider value={deps}>{children}</AdminDepsContext.Provider>;
}

export function useAdminDeps(): AdminDeps {
  const deps = useContext(AdminDepsContext);
  if (!deps) throw new Error('The staff screens need an AdminDepsProvider above them');
  return deps;
}

export const useApi = (): ApiClient => useAdminDeps().api;

/** The session store, read like a zustand hook: `useSession((s) => s.user)`. */
export function useSession<T>(select: (s: SessionState) => T): T {
  return useAdminDeps().session(select);
}

export function useThemeChoice(): ThemeState;
export function useThemeChoice<T>(select: (s: ThemeState) => T): T;
export function useThemeChoice<T>(select?: (s: ThemeState) => T): T | ThemeState {
  const store = useAdminDeps().theme;
  return select ? store(select) : store();
}
