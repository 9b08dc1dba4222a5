import { USER_STATUS, type User } from '@portal/contracts';
import type { Knex } from 'knex';
import { toUser, type UserRow } from '../modules/users/mapper.js';
import type { Hub, OpenSocket } from './hub.js';

/** Close code of a socket its user may no longer hold as it is; the client reconnects and is asked again. */
export const ACCESS_CHANGED = 4403;

/** Writes come in bursts (a sign-in writes several rows): one re-check after the burst. */
const WAIT_MS = 250;
const IDS_PER_QUERY = 500;

/** What decides what a socket may receive: the account's state, role and permissions. */
const accessOf = (u: User) => JSON.stringify([u.status, u.verified, u.role_id, u.permissions ?? null]);

/**
 * A socket is authorised once, when it opens; this closes those whose user has since been deactivated,
 * unverified, deleted, given another role or other permissions, or whose password changed (token version)
 * or session was signed out. Run after every write to users or sessions (`app.onSessionsChanged`); the
 * client then reconnects with what its user holds now, or is refused.
 */
export function accessRecheck(db: Knex, hub: Hub, log: { error(obj: object, msg: string): void }) {
  let timer: NodeJS.Timeout | null = null;

  const stillAllowed = (s: OpenSocket, row: UserRow | undefined, openSessions: Set<string>): boolean => {
    if (!row) return false;
    const now = toUser(row);
    if (!now.verified || now.status !== USER_STATUS.ACTIVE) return false;
    if (Number(row.token_version ?? 0) !== s.version) return false;
    if (s.sid && !openSessions.has(`${row.id}:${s.sid}`)) return false;
    return accessOf(now) === accessOf(s.user);
  };

  const run = async () => {
    const open = hub.sockets();
    if (!open.length) return;
    const ids = [...new Set(open.map((s) => s.user._id))];
    const sids = [...new Set(open.flatMap((s) => (s.sid ? [s.sid] : [])))];
    const rows: UserRow[] = [];
    const sessions: { user_id: number; family_id: string }[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_QUERY)
      rows.push(...(await db<UserRow>('users').whereIn('id', ids.slice(i, i + IDS_PER_QUERY))));
    for (let i = 0; i < sids.length; i += IDS_PER_QUERY)
      sessions.push(
        ...(await db('refresh_tokens')
          .whereIn('family_id', sids.slice(i, i + IDS_PER_QUERY))
          .whereNull('revoked_at')
          .distinct('user_id', 'family_id')),
      );
    const users = new Map(rows.map((r) => [Number(r.id), r]));
    const openSessions = new Set(sessions.map((r) => `${r.user_id}:${r.family_id}`));
    for (const s of open)
      if (!stillAllowed(s, users.get(s.user._id), openSessions)) s.close(ACCESS_CHANGED, 'access changed');
  };

  return {
    schedule() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        run().catch((err) => log.error({ err }, 'socket access not re-checked'));
      }, WAIT_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
