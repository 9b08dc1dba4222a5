import type { FastifyInstance } from 'fastify';
import type { AccessRow } from './repo.js';

const CHANNEL = 'api-access:purge';
/** Bounds staleness should a purge message be lost; changes purge every instance at once. */
const TTL_MS = 5000;
const MAX_ENTRIES = 10_000;

/** An access with what decides whether its owner may still use it. */
export interface KeyRow extends AccessRow {
  owner_role: number | null;
  owner_status: number | null;
  owner_verified: number | boolean | null;
  owner_suspended_until: unknown;
}

export interface AccessCache {
  /** The access a key prefix names (undefined when none), with its owner's state, read through a short cache. */
  byPrefix(kind: 'pk' | 'sk', prefix: string): Promise<KeyRow | undefined>;
  /** Called after any change to an access: every instance drops what it holds. */
  purge(): void;
}

/**
 * Public calls look their key up on every request; a few seconds of cache takes that read off the hot path.
 * Like the settings cache, a change is announced on the cluster bus, so revoking, switching off or replacing
 * a key takes effect on every instance at once. The owner's account state is kept with the key, so the cache
 * is also dropped after every write to users (here or on another instance, as the session cache hears of
 * it): suspending or demoting a dealer stops their widget at once.
 */
export async function accessCache(app: FastifyInstance): Promise<AccessCache> {
  const cache = new Map<string, { at: number; row: KeyRow | undefined }>();
  // Bumped by every purge: a read that started before a change must not put the old row back.
  let generation = 0;
  const clear = () => {
    generation += 1;
    cache.clear();
  };
  await app.bus.subscribe(CHANNEL, clear);
  app.onSessionsChanged(clear);
  return {
    async byPrefix(kind, prefix) {
      const k = `${kind}:${prefix}`;
      const hit = cache.get(k);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
      const started = generation;
      const row = (await app
        .db('api_access as a')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .where(`a.${kind}_prefix`, prefix)
        .first(
          'a.*',
          'u.role_id as owner_role',
          'u.status as owner_status',
          'u.verified as owner_verified',
          'u.suspended_until as owner_suspended_until',
        )) as KeyRow | undefined;
      if (started !== generation) return row;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(k, { at: Date.now(), row });
      return row;
    },
    purge() {
      clear();
      void app.bus.publish(CHANNEL, {}).catch((err) => app.log.warn({ err }, 'API key cache purge not sent'));
    },
  };
}
