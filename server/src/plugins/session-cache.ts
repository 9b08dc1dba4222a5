import type { User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { toUser, type UserRow } from '../modules/users/mapper.js';

/**
 * Every signed-in call checks its user and session. Their answer changes only when a `users` or
 * `refresh_tokens` row is written, so it is kept in memory and dropped on any such write: the write's
 * statement clears it at once, and again when its connection goes back to the pool (after the commit or
 * rollback), and answers read while such a write is open are not kept, so a reader never stores what a
 * transaction is about to replace. Other instances hear of it through the bus; the TTL bounds a lost
 * message or a change made outside the app (a script, SQL by hand).
 */
const TTL_MS = 2000;
const MAX_ENTRIES = 20_000;
const CHANNEL = 'sessions.changed';

const WRITE = /^\s*(?:insert|update|delete|replace|with|truncate)\b/i;
const TOUCHES = /\b(?:into|update|from|join|table)\s+[`"]?(?:users|refresh_tokens)\b/i;

/** Whether a statement may change what the session check reads. */
export function changesSessions(sql: string): boolean {
  return WRITE.test(sql) && TOUCHES.test(sql);
}

/** What the check found: the user, or why the token is refused. */
export type SessionAnswer = { row: UserRow; user: User } | null;

interface Entry {
  at: number;
  answer: SessionAnswer;
}

interface Connection {
  __knexUid?: string;
}

export interface SessionCache {
  /** The cached answer for a token, or undefined when it must be read. */
  get(key: string): SessionAnswer | undefined;
  /** Reads the answer, keeping it unless a write to the users or sessions came meanwhile. */
  load(key: string, read: () => Promise<UserRow | undefined | null>): Promise<SessionAnswer>;
  /** Calls `listener` once a write to users or sessions has ended, here or on another instance. */
  onChange(listener: () => void): void;
}

export function sessionCache(app: FastifyInstance, db: Knex): SessionCache {
  const entries = new Map<string, Entry>();
  // Connections holding a write to users or sessions that has not ended (committed or rolled back) yet.
  const open = new Set<string>();
  let generation = 0;
  const listeners = new Set<() => void>();
  const clear = () => {
    generation++;
    entries.clear();
  };
  const changed = () => {
    clear();
    for (const listener of listeners) listener();
  };
  const announce = () => {
    app.bus.publish(CHANNEL, {}).catch((err) => app.log.warn({ err }, 'session change not sent'));
  };

  db.on('query', (q: { sql?: string; __knexUid?: string }) => {
    if (!q.sql || !changesSessions(q.sql)) return;
    if (q.__knexUid) open.add(q.__knexUid);
    clear();
  });
  const ended = (conn: Connection) => {
    if (!conn.__knexUid || !open.delete(conn.__knexUid)) return;
    changed();
    announce();
  };
  const pool = (
    db.client as { pool?: NodeJS.EventEmitter & { on(e: string, f: (c: Connection) => void): void } }
  ).pool;
  pool?.on('release', ended);
  pool?.on('destroySuccess', (_id: unknown, conn?: Connection) => conn && ended(conn));
  void app.bus.subscribe(CHANNEL, changed);

  const answerOf = (row: UserRow | undefined | null): SessionAnswer =>
    row ? { row, user: toUser(row) } : null;

  return {
    onChange: (listener) => {
      listeners.add(listener);
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.at >= TTL_MS) {
        entries.delete(key);
        return undefined;
      }
      // A suspension ends with time, not with a write: such a user is worked out on every call.
      if (entry.answer?.row.suspended_until) return answerOf(entry.answer.row);
      return entry.answer;
    },
    async load(key, read) {
      const before = generation;
      const answer = answerOf(await read());
      if (generation === before && open.size === 0) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { at: Date.now(), answer });
      }
      return answer;
    },
  };
}
