import { apiAccessApi } from './api-access.js';
import { catalogueApi } from './catalogue.js';
import { creditsApi } from './credits.js';
import { authApi } from './endpoints/auth.js';
import { contentApi } from './endpoints/content.js';
import { eventsApi, jobsApi } from './endpoints/jobs.js';
import { settingsApi } from './endpoints/settings.js';
import { usersApi } from './endpoints/users.js';
import { vatApi } from './endpoints/vat.js';
import { createHttp, type HttpOptions } from './http.js';
import { ordersApi } from './orders.js';
import { ratingsApi } from './endpoints/ratings.js';
import { translationsApi } from './endpoints/translations.js';
import { statisticsApi } from './endpoints/statistics.js';
import { regsearchApi } from './regsearch.js';
import { securityApi } from './security.js';
import { shopApi } from './shop.js';
import { supportApi } from './support.js';
import { tuningApi } from './tuning.js';

export { ApiError, errorFromResponse, isApiError } from './errors.js';
export type { Download, Http, HttpOptions, Query, RequestOptions } from './http.js';
export { buildQuery, createHttp } from './http.js';
export { newIdempotencyKey } from './idempotency.js';
export type { KeyValueStorage, SyncTokenStore, TokenStore } from './tokens.js';
export { ACCESS_TOKEN_KEY, memoryTokenStore, REFRESH_TOKEN_KEY, storageTokenStore } from './tokens.js';
export type { SiteSettingsPatch, SmsSettings, SmsSettingsPatch, SmtpCheck } from './endpoints/settings.js';
export type {
  AddressFields,
  AdminUserFields,
  BusinessFields,
  Paged,
  ProfileFields,
  UserListQuery,
  UserSummary,
  CustomerOption,
} from './endpoints/users.js';
export type { VatQuery } from './endpoints/vat.js';
export type { AuditFilter } from './security.js';
export type * from './shop.js';
export type { NewTicket, TicketListQuery, TicketPage } from './support.js';
export type * from './orders.js';
export type {
  BalanceQuery,
  CreditHistoryPage,
  InvoiceQuery,
  MoneyBalance,
  MyBalance,
  PaymentMethods,
  UserBalanceRow,
  VatForCountry,
} from './credits.js';
export type { CodeFields, CodeListPath, CodeRow, PagedQuery, PublicDealer, TermsKind } from './catalogue.js';

/** One client per app: the endpoint groups share the transport and so the single refresh. */
export function createApiClient(options: HttpOptions) {
  const http = createHttp(options);
  return {
    http,
    auth: authApi(http),
    users: usersApi(http),
    settings: settingsApi(http),
    vat: vatApi(http),
    orders: ordersApi(http),
    credits: creditsApi(http),
    catalogue: catalogueApi(http),
    content: contentApi(http),
    tuning: tuningApi(http),
    regsearch: regsearchApi(http),
    jobs: jobsApi(http),
    events: eventsApi(http),
    security: securityApi(http),
    shop: shopApi(http),
    ratings: ratingsApi(http),
    translations: translationsApi(http),
    statistics: statisticsApi(http),
    apiAccess: apiAccessApi(http),
    support: supportApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
