import type { Vat } from '@portal/contracts';
import type { Http } from '../http.js';
import type { Paged } from './users.js';

export interface VatQuery {
  search_keyword?: string;
  page?: number;
  size?: number;
}

export function vatApi(http: Http) {
  return {
    list: (q: VatQuery = {}) => http.get<Paged<Vat>>('/vat', { ...q }),
    create: (body: { country: string; percentage: number; enabled: boolean }) => http.post<Vat>('/vat', body),
    toggle: (id: number, enabled: boolean) => http.put<Vat>(`/vat/toggle/${id}`, { enabled }),
    setPercentage: (id: number, percentage: number) => http.put<Vat>(`/vat/percentage/${id}`, { percentage }),
    forCountry: (country: string) => http.get<Vat>(`/vat/${encodeURIComponent(country)}`),
  };
}
