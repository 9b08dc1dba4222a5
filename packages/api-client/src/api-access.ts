import type {
  ApiAccessGrant,
  ApiAccessKeysReply,
  ApiAccessList,
  ApiAccessListQuery,
  ApiAccessOwnerUpdate,
  ApiAccessPatch,
  ApiAccessReply,
  ApiAccessRequest,
  ApiAccessUserReply,
  ApiKeyRegenerate,
  ApiQuote,
  ApiQuoteList,
  ApiQuotesQuery,
  Message,
} from '@portal/contracts';
import type { Http } from './http.js';

/** Dealers' API access (spec 7 "API access"): staff management, the owner's settings and quote requests. */
export function apiAccessApi(http: Http) {
  return {
    list: (q: ApiAccessListQuery = {}) => http.get<ApiAccessList>('/access_api', { ...q }),
    grant: (body: ApiAccessGrant) => http.post<ApiAccessKeysReply>('/access_api', body),
    update: (id: number, body: ApiAccessPatch) => http.put<ApiAccessReply>(`/access_api/${id}`, body),
    revoke: (id: number) => http.del<Message>(`/access_api/${id}`),
    mine: () => http.get<ApiAccessUserReply>('/access_api_user'),
    request: (body: ApiAccessRequest) => http.post<ApiAccessKeysReply>('/access_api_create', body),
    regenerate: (id: number, body: ApiKeyRegenerate) =>
      http.put<ApiAccessKeysReply>(`/access_api_user/${id}`, body),
    updateMine: (id: number, body: ApiAccessOwnerUpdate) =>
      http.put<ApiAccessReply>(`/api-access-update-by-user/${id}`, body),
    hasVehicleStatistics: () =>
      http.get<{ status: 'success'; access: boolean }>('/has-access-to-vehicle-statistics-api'),
    quotes: (q: ApiQuotesQuery = {}) => http.get<ApiQuoteList>('/quotes-through-api', { ...q }),
    setQuoteStatus: (id: number, status: 'new' | 'answered') =>
      http.put<ApiQuote>(`/quotes-through-api/${id}`, { status }),
  };
}
