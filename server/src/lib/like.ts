import type { Knex } from 'knex';

/**
 * Text search with LIKE, the searched text taken literally: `_` and `%` typed by a person (user names such
 * as "e2e_x") must not act as wildcards. '!' is the escape character because a backslash means different
 * things in MySQL and SQLite string literals, and SQLite has no escape character unless one is named.
 */
export const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** Adds `column LIKE pattern` with the text taken literally; `prefix` keeps an index usable. */
export function whereLike(
  qb: Knex.QueryBuilder,
  column: string,
  text: string,
  mode: 'prefix' | 'contains' = 'contains',
  or = false,
): Knex.QueryBuilder {
  const pattern = mode === 'prefix' ? `${escapeLike(text)}%` : `%${escapeLike(text)}%`;
  return or
    ? qb.orWhereRaw(`?? LIKE ? ESCAPE '!'`, [column, pattern])
    : qb.whereRaw(`?? LIKE ? ESCAPE '!'`, [column, pattern]);
}

/** Matches rows where any of `columns` contains `text`. */
export function whereAnyLike(qb: Knex.QueryBuilder, columns: string[], text: string): Knex.QueryBuilder {
  return qb.where((w) => {
    columns.forEach((c, i) => {
      whereLike(w, c, text, 'contains', i > 0);
    });
  });
}
