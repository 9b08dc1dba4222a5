import type {
  CatalogueStatus,
  FileLink,
  Message,
  OptionInput,
  OptionUpdate,
  PriceItem,
  PriceItemInput,
  Service,
  ServiceInput,
  ServiceOption,
  ServiceUpdate,
} from '@portal/contracts';
import type { Paged } from './endpoints/users.js';
import type { Http } from './http.js';

export interface ServiceListQuery {
  page?: number;
  size?: number;
  keyword?: string;
  status?: CatalogueStatus;
}

export interface OptionListQuery extends ServiceListQuery {
  service_id?: number;
}

export interface FileLinkListQuery {
  page?: number;
  size?: number;
  keyword?: string;
  category?: string;
}

/** Text fields of a download; with a file they go as multipart, otherwise as JSON. */
export interface FileLinkFormFields {
  title?: string;
  category?: string;
  description?: string;
  url?: string;
  is_public?: boolean;
}

function fileLinkBody(fields: FileLinkFormFields, file?: Blob | null): FormData | FileLinkFormFields {
  if (!file) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  form.append('file', file, (file as File).name ?? 'download');
  return form;
}

/** Tuning services and their options, and the downloads (file links) offered to customers. */
export function tuningApi(http: Http) {
  return {
    services: {
      list: (q: ServiceListQuery = {}) => http.get<Paged<Service>>('/service', { ...q }),
      create: (body: ServiceInput) => http.post<Service>('/service', body),
      update: (id: number, body: ServiceUpdate) => http.put<Service>(`/service/${id}`, body),
      /** Moves the service to `position` (1 = first); answers the whole list in its new order. */
      move: (id: number, position: number) =>
        http.put<{ items: Service[] }>(`/service/${id}/update_pos`, { position }),
      remove: (id: number) => http.del<Message>(`/service/${id}`),
    },
    options: {
      list: (q: OptionListQuery = {}) => http.get<Paged<ServiceOption>>('/option', { ...q }),
      create: (body: OptionInput) => http.post<ServiceOption>('/option', body),
      update: (id: number, body: OptionUpdate) => http.put<ServiceOption>(`/option/${id}`, body),
      /** Moves the option within its service's list; answers that list in its new order. */
      move: (id: number, position: number) =>
        http.put<{ items: ServiceOption[] }>(`/option/${id}/update_pos`, { position }),
      remove: (id: number) => http.del<Message>(`/option/${id}`),
    },
    /** Credit packages customers buy on the buy-credits page (price managers also see offline ones). */
    creditPackages: {
      list: (q: Omit<ServiceListQuery, 'status'> = {}) => http.get<Paged<PriceItem>>('/price', { ...q }),
      create: (body: PriceItemInput) => http.post<PriceItem>('/price', body),
      update: (id: number, body: Partial<PriceItemInput>) => http.put<PriceItem>(`/price/${id}`, body),
      /** Moves the package to `position` (1 = first); answers the whole list in its new order. */
      move: (id: number, position: number) =>
        http.put<{ items: PriceItem[] }>(`/price/${id}/update_pos`, { position }),
      remove: (id: number) => http.del<Message>(`/price/${id}`),
    },
    downloads: {
      /** What the caller may see: everything when signed in, public ones for visitors when shared. */
      list: (q: FileLinkListQuery = {}) => http.get<Paged<FileLink>>('/flink', { ...q }),
      categories: () => http.get<{ items: string[] }>('/flink_categories'),
      /** Every download, for staff. */
      all: (q: FileLinkListQuery = {}) => http.get<Paged<FileLink>>('/flink_all', { ...q }),
      create: (fields: FileLinkFormFields, file?: Blob | null) =>
        http.post<FileLink>('/flink', fileLinkBody(fields, file)),
      update: (id: number, fields: FileLinkFormFields, file?: Blob | null) =>
        http.put<FileLink>(`/flink/${id}`, fileLinkBody(fields, file)),
      remove: (id: number) => http.del<Message>(`/flink/${id}`),
      download: (id: number) => http.download(`/flink/${id}/download`),
    },
  };
}
