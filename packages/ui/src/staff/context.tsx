import { createContext, type ReactNode, useContext } from 'react';
import type { StaffApi } from './types.js';

const StaffApiContext = createContext<StaffApi | null>(null);

/** Hands the staff screens their client; the screens never pick a transport themselves. */
export function StaffApiProvider({ api, children }: { api: StaffApi; children: ReactNode }) {
  return <StaffApiContext.Provider value={api}>{children}</StaffApiContext.Provider>;
}

export function useStaffApi(): StaffApi {
  const api = useContext(StaffApiContext);
  if (!api) throw new Error('useStaffApi needs a StaffApiProvider above it');
  return api;
}
