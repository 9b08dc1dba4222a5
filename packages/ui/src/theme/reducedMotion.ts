import type { ThemeConfig } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/**
 * Whether the person asked their system for less motion. antd animates only part of its widgets by this
 * media query itself; its `motion` token, set from this, stills the rest (dialogs, drop-downs, drawers).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}

/** `config` with antd's motion off while the person asks for less motion. */
export function useMotionPreference(config: ThemeConfig): ThemeConfig {
  const still = usePrefersReducedMotion();
  return useMemo(
    () => (still ? { ...config, token: { ...config.token, motion: false } } : config),
    [config, still],
  );
}
