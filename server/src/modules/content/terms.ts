import {
  DEFAULT_LOCALE,
  isLocale,
  type Terms,
  type TermsInput,
  type TermsKind,
  type User,
} from '@portal/contracts';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { toIso } from '../../db/helpers.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { insertId, paginate, type PageParams } from '../catalogue/listing.js';

interface TermsRow {
  id: number;
  kind: string;
  language: string;
  title: string;
  content: string | null;
  created_at: unknown;
  updated_at: unknown;
}

const table = (db: Knex | Knex.Transaction) => db<TermsRow>('terms');

function toTerms(r: TermsRow): Terms {
  return {
    _id: r.id,
    kind: r.kind as TermsKind,
    language: r.language,
    title: r.title,
    content: r.content ?? '',
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

/** A reader's language as one of ours: 'pt-BR' -> 'pt-br', 'de-AT' -> 'de', anything unknown -> 'en'. */
export function readerLocale(lang: string | undefined): string {
  const l = (lang ?? '').trim().toLowerCase().replace('_', '-');
  if (isLocale(l)) return l;
  const base = l.split('-')[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

const KIND_NAMES: Record<TermsKind, string> = {
  terms_and_conditions: 'terms and conditions',
  terms_of_use: 'terms of use',
  privacy_policy: 'privacy policy',
  shop_terms: 'shop terms',
};

/** Legal texts per kind and language; readers get their language, or English where there is none. */
export function termsService(db: Knex) {
  async function get(id: number, trx: Knex | Knex.Transaction = db) {
    const row = await table(trx).where({ id }).first();
    if (!row) throw notFound('Text');
    return row;
  }
  const exists = (kind: string, language: string) =>
    conflict(
      `There is already a ${KIND_NAMES[kind as TermsKind] ?? kind} text in "${language}". Edit that one instead.`,
    );

  return {
    async forReaders(kind: TermsKind | undefined, lang: string | undefined) {
      const language = readerLocale(lang);
      const query = table(db).whereIn('language', [...new Set([language, DEFAULT_LOCALE])]);
      if (kind) query.where({ kind });
      const rows = await query.orderBy(['kind', 'id']);
      const chosen = new Map<string, TermsRow>();
      for (const r of rows) {
        if (!chosen.has(r.kind) || r.language === language) chosen.set(r.kind, r);
      }
      return { items: [...chosen.values()].map(toTerms) };
    },

    async list(q: PageParams & { kind?: TermsKind; language?: string }) {
      const query = table(db);
      if (q.kind) query.where({ kind: q.kind });
      if (q.language) query.where({ language: q.language.toLowerCase() });
      return paginate(query, q, [{ column: 'kind' }, { column: 'language' }], toTerms, 50);
    },

    async create(actor: User, input: TermsInput) {
      const language = input.language ?? DEFAULT_LOCALE;
      const title = input.title.trim();
      if (!title) throw badRequest('Please give the text a title.');
      try {
        const id = await db.transaction(async (trx) => {
          const newId = await insertId(
            table(trx).insert({
              kind: input.kind,
              language,
              title,
              content: input.content,
              created_at: new Date(),
              updated_at: new Date(),
            }),
          );
          await audit(trx, actor._id, 'terms.create', 'terms', newId, { kind: input.kind, language });
          return newId;
        });
        return toTerms(await get(id));
      } catch (err) {
        if (isUniqueViolation(err)) throw exists(input.kind, language);
        throw err;
      }
    },

    async update(actor: User, id: number, patch: Partial<TermsInput>) {
      const changes: Partial<TermsRow> = { ...patch, updated_at: new Date() };
      if (patch.title !== undefined) {
        changes.title = patch.title.trim();
        if (!changes.title) throw badRequest('Please give the text a title.');
      }
      let target = { kind: patch.kind ?? '', language: patch.language ?? '' };
      try {
        await db.transaction(async (trx) => {
          const row = await get(id, trx);
          target = { kind: patch.kind ?? row.kind, language: patch.language ?? row.language };
          await table(trx).where({ id }).update(changes);
          await audit(trx, actor._id, 'terms.update', 'terms', id, Object.keys(patch));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw exists(target.kind, target.language);
        throw err;
      }
      return toTerms(await get(id));
    },

    async remove(actor: User, id: number) {
      await db.transaction(async (trx) => {
        const row = await get(id, trx);
        await table(trx).where({ id }).delete();
        await audit(trx, actor._id, 'terms.delete', 'terms', id, { kind: row.kind, language: row.language });
      });
    },
  };
}
