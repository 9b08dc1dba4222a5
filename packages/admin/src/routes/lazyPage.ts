import { lazyRouteComponent } from '@tanstack/react-router';
import { withTimeout } from '../lib/withTimeout';

/** A route component loaded as its own chunk; the load fails after the spec's 120-second limit. */
export function lazyPage<T extends Record<string, unknown>, K extends keyof T & string>(
  importer: () => Promise<T>,
  name: K,
) {
  return lazyRouteComponent(() => withTimeout(importer()), name);
}
