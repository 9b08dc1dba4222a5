import type { ApiAccess, ApiFor, ApiUsageDay, StagePrice, WidgetLook } from '@portal/contracts';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { parseJson, toIso } from '../../db/helpers.js';
import { conflict } from '../../lib/errors.js';

export interface AccessRow {
  id: number;
  user_id: number;
  pk_prefix: string;
  pk_hash: string;
  sk_prefix: string;
  sk_hash: string;
  start_date: string;
  expiration_date: string;
  api_rate: number;
  website_url: string;
  api_for: ApiFor;
  active: number | boolean;
  captcha: number | boolean;
  look: string | null;
  currency: string;
  stage_prices: string | null;
  revoked_at: unknown;
  /** user_id while the access is not revoked, NULL after: unique, so one live access per customer. */
  live_user_id: number | null;
  created_at: unknown;
  username?: string;
  email?: string;
}

export const DEFAULT_LOOK: WidgetLook = {
  primary_color: '#d4380d',
  text_color: '#1f1f1f',
  background_color: '#ffffff',
  font_family: '',
  base_url: '',
};

export const today = (at = new Date()) => at.toISOString().slice(0, 10);

export const lookOf = (row: AccessRow): WidgetLook => ({
  ...DEFAULT_LOOK,
  ...parseJson<Partial<WidgetLook>>(row.look, {}),
});
export const originsOf = (row: AccessRow): string[] => parseJson<string[]>(row.website_url, []);
export const pricesOf = (row: AccessRow): StagePrice[] => parseJson<StagePrice[]>(row.stage_prices, []);

/** What a key can do right now: revocation first, then the switch, then the dates. */
export function stateOf(row: AccessRow, day = today()): ApiAccess['state'] {
  if (row.revoked_at) return 'revoked';
  if (!row.active || day < row.start_date) return 'inactive';
  if (day > row.expiration_date) return 'expired';
  return 'active';
}

export const toApiAccess = (row: AccessRow): ApiAccess => ({
  _id: row.id,
  user_id: row.user_id,
  username: row.username ?? '',
  email: row.email ?? '',
  api_key: row.pk_prefix,
  secret_key_prefix: row.sk_prefix,
  start_date: row.start_date,
  expiration_date: row.expiration_date,
  expire_date: row.expiration_date,
  api_rate: Number(row.api_rate),
  website_url: originsOf(row),
  api_for: row.api_for,
  active: Boolean(row.active),
  state: stateOf(row),
  captcha: Boolean(row.captcha),
  look: lookOf(row),
  currency: row.currency,
  stage_prices: pricesOf(row),
  created_at: toIso(row.created_at) ?? new Date(0).toISOString(),
  revoked_at: toIso(row.revoked_at),
});

/** Accesses joined with their owner's name and e-mail (for lists and answers). */
export const accessQuery = (db: Knex | Knex.Transaction) =>
  db('api_access as a').join('users as u', 'u.id', 'a.user_id').select('a.*', 'u.username', 'u.email');

export async function findAccess(db: Knex | Knex.Transaction, where: Record<string, unknown>) {
  const q = accessQuery(db);
  for (const [k, v] of Object.entries(where)) q.where(`a.${k}`, v as never);
  return (await q.first()) as AccessRow | undefined;
}

/**
 * A customer's access: the live one, else the last one revoked (a new access can only follow a revoke, so
 * the newest is the live one when there is one).
 */
export async function accessOf(db: Knex | Knex.Transaction, userId: number) {
  return (await accessQuery(db).where('a.user_id', userId).orderBy('a.id', 'desc').first()) as
    | AccessRow
    | undefined;
}

/** Usage of the last `days` days, oldest first, with empty days filled in. */
export async function usageOf(db: Knex, accessId: number, days = 30): Promise<ApiUsageDay[]> {
  const from = today(new Date(Date.now() - (days - 1) * 86_400_000));
  const rows = (await db('api_usage')
    .where({ access_id: accessId })
    .andWhere('day', '>=', from)
    .select('day', 'requests', 'quotes')) as ApiUsageDay[];
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: ApiUsageDay[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = today(new Date(Date.now() - i * 86_400_000));
    const r = byDay.get(day);
    out.push({ day, requests: Number(r?.requests ?? 0), quotes: Number(r?.quotes ?? 0) });
  }
  return out;
}

/** Only a live (not revoked) access counts: after a revoke the customer may be given a new one. */
export const liveAccess = (trx: Knex.Transaction, userId: number) =>
  trx('api_access').where({ live_user_id: userId }).first('id');

/** Inserts an access; another live access of the customer, inserted meanwhile, is answered with `taken`. */
export async function insertAccess(
  trx: Knex.Transaction,
  row: { user_id: number } & Record<string, unknown>,
  taken: string,
) {
  try {
    const [id] = await trx('api_access').insert({ ...row, live_user_id: row.user_id });
    return Number(id);
  } catch (err) {
    // Both databases name the index or column in the message (not a clash of key prefixes).
    if (isUniqueViolation(err) && /live_user_id/.test(String((err as Error).message))) throw conflict(taken);
    throw err;
  }
}
