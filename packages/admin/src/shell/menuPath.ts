import { createContext, useContext, useEffect } from 'react';

/** Set by the shell: the menu entry the page in it names (undefined: the route's own `menuPath`). */
export const MenuPathContext = createContext<(path: string | undefined) => void>(() => {});

/**
 * Names the menu entry a page belongs to where its route cannot tell: an order's page belongs to the
 * pending list or to the history, by the order's status.
 */
export function useMenuPath(path: string | undefined): void {
  const set = useContext(MenuPathContext);
  useEffect(() => {
    set(path);
    return () => set(undefined);
  }, [set, path]);
}
