import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ERROR_CODES } from '../errors.js';

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParam = Static<typeof IdParam>;

/**
 * The `next` of the page before, on lists that answer one: the page then starts right after that page's
 * last row (the `page` number is kept for the pager; no rows are skipped to reach it).
 */
export const PageAfter = Type.String({ maxLength: 600, pattern: '^[A-Za-z0-9_-]+$' });

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  after: Type.Optional(PageAfter),
  /** -1 asks for everything (the spec's pending-count call); otherwise 1..200. */
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
});
export type PageQuery = Static<typeof PageQuery>;

export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    /** Where the following page starts, for its `after` (absent after the last page). */
    next: Type.Optional(Type.String()),
  });

export const Message = Type.Object({ status: Type.Literal('success'), message: Type.String() });
export type Message = Static<typeof Message>;

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.Union(ERROR_CODES.map((c) => Type.Literal(c))),
    message: Type.String(),
    field: Type.Optional(
      Type.String({ description: 'The request field the message is about, when it is about one' }),
    ),
  },
  { $id: 'ErrorBody' },
);

export const Timestamp = Type.String({ format: 'date-time' });
export const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
