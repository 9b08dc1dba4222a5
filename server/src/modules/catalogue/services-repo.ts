import type { CatalogueStatus, Service, ServiceOption } from '@portal/contracts';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { bool } from './listing.js';

export interface ServiceRow {
  id: number;
  service_name: string;
  main_service: number | boolean;
  description: string | null;
  type_1_price: number;
  type_2_price: number;
  type_3_price: number;
  status: string;
  opening_hours: number | boolean;
  position: number;
  created_at: unknown;
  updated_at: unknown;
}

export interface OptionRow {
  id: number;
  service_id: number | null;
  option_name: string;
  price: number;
  status: string;
  position: number;
  created_at: unknown;
  updated_at: unknown;
}

export const servicesTable = (db: Knex | Knex.Transaction) => db<ServiceRow>('services');
export const optionsTable = (db: Knex | Knex.Transaction) => db<OptionRow>('service_options');

const status = (v: string): CatalogueStatus => (v === 'offline' ? 'offline' : 'online');

export function toService(r: ServiceRow): Service {
  return {
    _id: r.id,
    service_name: r.service_name,
    main_service: bool(r.main_service),
    description: r.description ?? '',
    type_1_price: Number(r.type_1_price),
    type_2_price: Number(r.type_2_price),
    type_3_price: Number(r.type_3_price),
    status: status(r.status),
    opening_hours: bool(r.opening_hours),
    position: Number(r.position),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

export function toOption(r: OptionRow): ServiceOption {
  return {
    _id: r.id,
    option_name: r.option_name,
    service_id: r.service_id === null ? null : Number(r.service_id),
    price: Number(r.price),
    status: status(r.status),
    position: Number(r.position),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

/** Services (and options) by id, for other modules that price an order: online or not, as stored. */
export async function findServices(db: Knex | Knex.Transaction, ids: number[]): Promise<Service[]> {
  if (!ids.length) return [];
  return (await servicesTable(db).whereIn('id', ids)).map(toService);
}

export async function findOptions(db: Knex | Knex.Transaction, ids: number[]): Promise<ServiceOption[]> {
  if (!ids.length) return [];
  return (await optionsTable(db).whereIn('id', ids)).map(toOption);
}
