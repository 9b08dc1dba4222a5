import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.js';

/** A download offered to customers: an uploaded file or a link to somewhere else. */
export const FileLink = Type.Object({
  _id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  description: Type.String(),
  /** Shown to visitors who are not signed in, when the site flag downloads_public is on. */
  is_public: Type.Boolean(),
  /** An external address; null when the download is an uploaded file. */
  url: Nullable(Type.String()),
  file_name: Nullable(Type.String()),
  file_type: Nullable(Type.String()),
  file_size: Nullable(Type.Integer()),
  downloads: Type.Integer(),
  /** Where to fetch it: GET /api/flink/{id}/download (a redirect for external links). */
  download_url: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type FileLink = Static<typeof FileLink>;

/**
 * Fields of POST /flink and PUT /flink/{id} (multipart/form-data, or JSON without a file). Give a `file`
 * part or a `url`, not both; on PUT every field is optional and a new file or url replaces the old one.
 */
export const FileLinkFields = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 190 }),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    url: Type.Optional(
      Type.String({ maxLength: 1000, description: 'http(s) address of an external download' }),
    ),
    is_public: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type FileLinkFields = Static<typeof FileLinkFields>;
export const FileLinkUpdate = Type.Partial(FileLinkFields, { additionalProperties: false });

export const FileLinkQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
});
