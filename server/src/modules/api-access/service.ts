import type {
  ApiAccessGrant,
  ApiAccessListQuery,
  ApiAccessOwnerUpdate,
  ApiAccessPatch,
  ApiAccessRequest,
  ApiKeyRegenerate,
  User,
} from '@portal/contracts';
import { ROLE, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, forbidden, httpError, msg, notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import { whereLike } from '../catalogue/listing.js';
import { spend, withTransaction } from '../credits/ledger.js';
import { phrase } from '../notifications/phrases.js';
import { notificationsService } from '../notifications/service.js';
import {
  type AccessRow,
  accessOf,
  accessQuery,
  DEFAULT_LOOK,
  findAccess,
  insertAccess,
  liveAccess,
  lookOf,
  stateOf,
  toApiAccess,
  today,
  usageOf,
} from './repo.js';
import { addDays, BOUGHT_DAYS, checkDates, DEFAULT_RATE, freshKeys, uniqueOrigins } from './terms.js';
import type { UsageCounter } from './usage.js';
import type { AccessCache } from './key-cache.js';

/** API access as staff grant it and customers ask for, use and configure it. */
export function apiAccessService(app: FastifyInstance, usage: UsageCounter, keys: AccessCache) {
  /** Free access waits for staff: they hear of a request (or a renewal) in their inbox. */
  const askStaff = (user: User) =>
    notificationsService(app).create({
      inbox: 'staff',
      desk: 'api_manager',
      type: 'api_access.requested',
      title: phrase('api_access.requested_title'),
      message: user.username,
      link: '/admin/access_api',
    });
  const db = app.db;

  async function reload(trx: Knex | Knex.Transaction, id: number) {
    const row = await findAccess(trx, { id });
    if (!row) throw notFound('API access');
    return toApiAccess(row);
  }

  /** The caller's own access; another customer's id is answered as not found. */
  async function ownAccess(user: User, id: number, trx: Knex | Knex.Transaction = db) {
    const row = await findAccess(trx, { id });
    if (!row || row.user_id !== user._id) throw notFound('API access');
    return row;
  }

  return {
    async list(q: ApiAccessListQuery) {
      await usage.flush();
      const { page, size, offset } = pageWindow(q);
      const base = accessQuery(db);
      const words = q.keywords?.trim();
      if (words)
        base.where((w) => {
          whereLike(w, 'u.username', words);
          whereLike(w, 'u.email', words, 'contains', true);
          whereLike(w, 'a.website_url', words, 'contains', true);
          whereLike(w, 'a.pk_prefix', words, 'prefix', true);
        });
      const [{ n }] = await base.clone().clearSelect().count({ n: '*' });
      const rows = (await base.orderBy('a.id', 'desc').limit(size).offset(offset)) as AccessRow[];
      const items = [];
      for (const r of rows) items.push({ ...toApiAccess(r), usage: await usageOf(db, r.id, 30) });
      return { items, total: Number(n), page, size };
    },

    async grant(actor: User, input: ApiAccessGrant) {
      checkDates(input.start_date, input.expiration_date);
      const fresh = freshKeys();
      // Read before the transaction: on SQLite it holds the only connection.
      const { currency } = await app.settings.all();
      const id = await db.transaction(async (trx) => {
        const user = await trx('users').where({ id: input.user_id }).first('id', 'role_id');
        if (!user) throw notFound('Customer');
        if (user.role_id !== ROLE.CUSTOMER) throw badRequest('API access is only for customer accounts.');
        const taken = msg('This customer already has API access. Change it instead.');
        if (await liveAccess(trx, input.user_id)) throw conflict(taken);
        const newId = await insertAccess(
          trx,
          {
            user_id: input.user_id,
            ...fresh.columns,
            start_date: input.start_date,
            expiration_date: input.expiration_date,
            api_rate: input.api_rate,
            website_url: JSON.stringify(uniqueOrigins(input.website_url)),
            api_for: input.api_for,
            active: input.active ?? true,
            look: JSON.stringify(DEFAULT_LOOK),
            currency,
            stage_prices: '[]',
            created_at: new Date(),
            updated_at: new Date(),
          },
          taken,
        );
        await audit(trx, actor._id, 'api_access.grant', 'api_access', newId, {
          user_id: input.user_id,
        });
        return newId;
      });
      keys.purge();
      return { ...(await reload(db, id)), keys: fresh.keys };
    },

    async patch(actor: User, id: number, input: ApiAccessPatch) {
      const updated = await db.transaction(async (trx) => {
        const row = await findAccess(trx, { id });
        if (!row) throw notFound('API access');
        if (row.revoked_at) throw conflict('This API access has been revoked and can no longer be changed.');
        const start = input.start_date ?? row.start_date;
        const end = input.expiration_date ?? row.expiration_date;
        checkDates(start, end);
        await trx('api_access')
          .where({ id })
          .update({
            start_date: start,
            expiration_date: end,
            ...(input.api_rate !== undefined ? { api_rate: input.api_rate } : {}),
            ...(input.website_url ? { website_url: JSON.stringify(uniqueOrigins(input.website_url)) } : {}),
            ...(input.api_for ? { api_for: input.api_for } : {}),
            ...(input.active !== undefined ? { active: input.active } : {}),
            updated_at: new Date(),
          });
        await audit(trx, actor._id, 'api_access.update', 'api_access', id, input);
        return reload(trx, id);
      });
      keys.purge();
      return updated;
    },

    /** Revokes at once: both keys stop working; the record stays for its history and usage. */
    async revoke(actor: User, id: number) {
      await db.transaction(async (trx) => {
        const row = await findAccess(trx, { id });
        if (!row) throw notFound('API access');
        if (row.revoked_at) return;
        // Clearing live_user_id lets the customer be given a new access; this record keeps its history.
        await trx('api_access')
          .where({ id })
          .update({ revoked_at: new Date(), live_user_id: null, updated_at: new Date() });
        await audit(trx, actor._id, 'api_access.revoke', 'api_access', id);
      });
      keys.purge();
    },

    async mine(user: User) {
      await usage.flush();
      const row = await accessOf(db, user._id);
      const price = (await app.settings.all()).api_access_price;
      return {
        status: 'success' as const,
        access: row ? toApiAccess(row) : null,
        usage: row ? await usageOf(db, row.id, 30) : [],
        price,
      };
    },

    /**
     * A customer asks for API access. When the site prices it, the credits are spent and the access starts
     * at once for a year; otherwise it waits, switched off, for staff. One access per customer: two racing
     * requests both lock the customer's credit row first, so the second sees the first's access and pays
     * nothing.
     */
    async request(user: User, input: ApiAccessRequest) {
      const settings = await app.settings.all();
      if (!settings.api_access)
        throw httpError(403, 'FEATURE_DISABLED', 'API access is not offered at the moment.');
      const price = settings.api_access_price;
      const fresh = freshKeys();
      const start = today();
      const id = await withTransaction(db, async (trx) => {
        // Serialises requests of one customer on MariaDB (SQLite runs one transaction at a time anyway).
        await trx('credit_balances')
          .insert({ user_id: user._id, balance: 0, held: 0, updated_at: new Date() })
          .onConflict('user_id')
          .merge(['user_id']);
        const taken = msg('You already have API access.');
        const live = await liveAccess(trx, user._id);
        if (live) {
          const row = await findAccess(trx, { id: live.id });
          if (row && stateOf(row) === 'expired')
            throw conflict('Your API access has expired. Please renew it instead of asking for a new one.');
          throw conflict(taken);
        }
        const newId = await insertAccess(
          trx,
          {
            user_id: user._id,
            ...fresh.columns,
            start_date: start,
            expiration_date: addDays(start, BOUGHT_DAYS),
            api_rate: DEFAULT_RATE,
            website_url: JSON.stringify(uniqueOrigins(input.website_url)),
            api_for: input.api_for,
            active: price > 0,
            look: JSON.stringify(DEFAULT_LOOK),
            currency: settings.currency,
            stage_prices: '[]',
            created_at: new Date(),
            updated_at: new Date(),
          },
          taken,
        );
        if (price > 0)
          await spend(trx, {
            userId: user._id,
            amount: price,
            refType: 'api_access',
            refId: newId,
            reason: 'API access',
            actorId: user._id,
          });
        await audit(trx, user._id, 'api_access.request', 'api_access', newId, { price });
        return newId;
      });
      keys.purge();
      if (price <= 0) await askStaff(user);
      return { ...(await reload(db, id)), keys: fresh.keys };
    },

    /**
     * The owner renews an expired access. When the site prices access, the price is spent again and the
     * access runs BOUGHT_DAYS from today at once; when access is free, it goes back to staff, switched off
     * with the new dates, as a first request does.
     *
     * The keys stay the same: they are not the reason the access ended (expiry is not a leak; a leaked key is
     * replaced by regenerating it, or staff revoke the access), and the dealer's websites have the
     * publishable key and their servers the secret key built in, so they work again without any change.
     * Only a revoke ends the keys of an access for good (and lets the customer ask for a new one).
     *
     * Concurrency as in `request`: the customer's credit row is locked first, so of two renewals sent at once
     * the second waits, then sees the access active (or waiting for staff) and is refused without paying.
     */
    async renew(user: User, id: number) {
      const settings = await app.settings.all();
      if (!settings.api_access)
        throw httpError(403, 'FEATURE_DISABLED', 'API access is not offered at the moment.');
      const price = settings.api_access_price;
      const start = today();
      await withTransaction(db, async (trx) => {
        await trx('credit_balances')
          .insert({ user_id: user._id, balance: 0, held: 0, updated_at: new Date() })
          .onConflict('user_id')
          .merge(['user_id']);
        // A locking read: on MariaDB it sees what a renewal that held the lock before this one committed.
        await forUpdate(trx, trx('api_access').where({ id }).first('id'));
        const row = await ownAccess(user, id, trx);
        if (row.revoked_at) throw conflict('This API access has been revoked and can no longer be changed.');
        const state = stateOf(row, start);
        if (state === 'inactive')
          throw conflict('Your API access is waiting for approval or switched off, so it cannot be renewed.');
        if (state !== 'expired')
          throw conflict('Your API access has not expired yet. It can be renewed once it has.');
        await trx('api_access')
          .where({ id })
          .update({
            start_date: start,
            expiration_date: addDays(start, BOUGHT_DAYS),
            active: price > 0,
            updated_at: new Date(),
          });
        if (price > 0)
          await spend(trx, {
            userId: user._id,
            amount: price,
            refType: 'api_access',
            refId: id,
            reason: 'API access renewal',
            actorId: user._id,
          });
        await audit(trx, user._id, 'api_access.renew', 'api_access', id, {
          price,
          from: { start_date: row.start_date, expiration_date: row.expiration_date },
        });
      });
      keys.purge();
      if (price <= 0) await askStaff(user);
      return reload(db, id);
    },

    /** Replaces one or both keys; the old ones stop working with this call. */
    async regenerate(user: User, id: number, input: ApiKeyRegenerate) {
      const fresh = freshKeys();
      await db.transaction(async (trx) => {
        const row = await ownAccess(user, id, trx);
        if (row.revoked_at) throw forbidden('This API access has been revoked and can no longer be changed.');
        const cols =
          input.key === 'both'
            ? fresh.columns
            : input.key === 'publishable'
              ? { pk_prefix: fresh.columns.pk_prefix, pk_hash: fresh.columns.pk_hash }
              : { sk_prefix: fresh.columns.sk_prefix, sk_hash: fresh.columns.sk_hash };
        await trx('api_access')
          .where({ id })
          .update({ ...cols, updated_at: new Date() });
        await audit(trx, user._id, 'api_access.key_regenerate', 'api_access', id, { key: input.key });
      });
      keys.purge();
      const access = await reload(db, id);
      return {
        ...access,
        keys: {
          publishable_key: input.key === 'secret' ? '' : fresh.keys.publishable_key,
          secret_key: input.key === 'publishable' ? '' : fresh.keys.secret_key,
        },
      };
    },

    async updateByOwner(user: User, id: number, input: ApiAccessOwnerUpdate) {
      const updated = await db.transaction(async (trx) => {
        const row = await ownAccess(user, id, trx);
        if (row.revoked_at) throw forbidden('This API access has been revoked and can no longer be changed.');
        if (
          input.stage_prices &&
          new Set(input.stage_prices.map((s) => s.stage)).size !== input.stage_prices.length
        )
          throw badRequest('Each stage may have only one price.');
        await trx('api_access')
          .where({ id })
          .update({
            ...(input.website_url ? { website_url: JSON.stringify(uniqueOrigins(input.website_url)) } : {}),
            ...(input.look ? { look: JSON.stringify({ ...lookOf(row), ...input.look }) } : {}),
            ...(input.currency ? { currency: input.currency } : {}),
            ...(input.stage_prices
              ? { stage_prices: JSON.stringify([...input.stage_prices].sort((a, b) => a.stage - b.stage)) }
              : {}),
            ...(input.captcha !== undefined ? { captcha: input.captcha } : {}),
            updated_at: new Date(),
          });
        if (input.website_url)
          await audit(trx, user._id, 'api_access.websites', 'api_access', id, {
            website_url: input.website_url,
          });
        return reload(trx, id);
      });
      keys.purge();
      return updated;
    },

    /** Whether the customer may use the vehicle-statistics API right now. */
    async hasVehicleStatistics(user: User) {
      const flags = await app.settings.all();
      if (!flags.api_access || user.role_id !== ROLE.CUSTOMER) return false;
      if (!user.verified || user.status !== USER_STATUS.ACTIVE) return false;
      const row = await accessOf(db, user._id);
      return Boolean(row && stateOf(row) === 'active' && row.api_for !== 'quotes');
    },
  };
}
