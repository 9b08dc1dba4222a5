import type { FileLink } from '@portal/contracts';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { bool } from '../catalogue/listing.js';

export interface FileLinkRow {
  id: number;
  title: string;
  category: string;
  description: string | null;
  is_public: number | boolean;
  url: string | null;
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  downloads: number;
  created_by: number | null;
  created_at: unknown;
  updated_at: unknown;
}

export const fileLinksTable = (db: Knex | Knex.Transaction) => db<FileLinkRow>('file_links');

export function toFileLink(r: FileLinkRow): FileLink {
  return {
    _id: r.id,
    title: r.title,
    category: r.category,
    description: r.description ?? '',
    is_public: bool(r.is_public),
    url: r.url,
    file_name: r.file_name,
    file_type: r.file_type,
    file_size: r.file_size === null ? null : Number(r.file_size),
    downloads: Number(r.downloads),
    download_url: `/api/flink/${r.id}/download`,
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}
