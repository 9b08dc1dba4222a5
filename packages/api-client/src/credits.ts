import type {
  AdjustBody,
  BuyCreditsBody,
  CheckoutNext,
  CreditBalance,
  CreditInvoice,
  CreditNoteBody,
  GenerateInvoiceBody,
  LedgerEntry,
  Message,
  PaymentMethod,
  PriceItem,
} from '@portal/contracts';
import type { Paged } from './endpoints/users.js';
import type { Download, Http } from './http.js';

export interface InvoiceQuery {
  page?: number;
  /** The `next` of the page before. */
  after?: string;
  size?: number;
  keyword?: string;
  status?: 'paid' | 'due';
  kind?: 'credits' | 'balance';
  user_id?: number;
}

export interface BalanceQuery {
  page?: number;
  size?: number;
  keyword?: string;
}

export interface MoneyBalance {
  balance: number;
  currency: string;
}

export interface MyBalance {
  credits: CreditBalance;
  money: MoneyBalance;
}

export type CreditHistoryPage = Paged<LedgerEntry> & CreditBalance;

export interface UserBalanceRow extends CreditBalance {
  _id: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  company_name: string;
  money_balance: number;
}

export interface PaymentMethods {
  methods: PaymentMethod[];
  currency: string;
  /** Minor units for one credit, per currency. */
  credit_prices: Record<string, number>;
}

export interface VatForCountry {
  country: string;
  percentage: number;
  enabled: boolean;
  reverse_charge: boolean;
}

/**
 * Credits, invoices, balances and the payment calls a purchase needs. The calls that make invoices or move
 * credits and money take the form submission's Idempotency-Key (newIdempotencyKey), so a resend runs once.
 */
export function creditsApi(http: Http) {
  return {
    invoices: (q: InvoiceQuery = {}) => http.get<Paged<CreditInvoice>>('/credits', { ...q }),
    myInvoices: (q: Omit<InvoiceQuery, 'keyword' | 'user_id'> = {}) =>
      http.get<Paged<CreditInvoice>>('/credits_user', { ...q }),
    history: (q: { page?: number; size?: number; after?: string } = {}) =>
      http.get<CreditHistoryPage>('/credits_history_user', { ...q }),
    myBalance: () => http.get<MyBalance>('/credits_balance_user'),
    buy: (body: BuyCreditsBody, idempotencyKey?: string) =>
      http.request<{ invoice: CreditInvoice; next: CheckoutNext }>('POST', '/credits_user', {
        body,
        idempotencyKey,
      }),
    createEmpty: (user_id: number, idempotencyKey?: string) =>
      http.request<CreditInvoice>('POST', '/credits/create-empty', { body: { user_id }, idempotencyKey }),
    generate: (body: GenerateInvoiceBody, idempotencyKey?: string) =>
      http.request<CreditInvoice>('POST', '/credits/generate-invoice', { body, idempotencyKey }),
    markPaid: (id: number) => http.patch<CreditInvoice>('/credits/mark-as-paid', { id }),
    creditNote: (id: number, body: CreditNoteBody, idempotencyKey?: string) =>
      http.request<CreditInvoice>('POST', `/credits/${id}/credit-note`, { body, idempotencyKey }),
    remove: (id: number) => http.del<Message>(`/credits/${id}`),
    downloadInvoice: (id: number): Promise<Download> => http.download(`/credits/${id}/download_invoice`),
    balances: (q: BalanceQuery = {}) => http.get<Paged<UserBalanceRow>>('/credits/balances', { ...q }),
    adjust: (body: AdjustBody, idempotencyKey?: string) =>
      http.request<CreditBalance>('POST', '/credits/adjust', { body, idempotencyKey }),
    adjustMoney: (body: AdjustBody, idempotencyKey?: string) =>
      http.request<MoneyBalance>('POST', '/credits/agent-balance/adjust', { body, idempotencyKey }),
    paymentMethods: () => http.get<PaymentMethods>('/payments/methods'),
    vatFor: (country: string) => http.get<VatForCountry>(`/vat/${encodeURIComponent(country)}`),
    priceItems: () => http.get<{ items: PriceItem[] }>('/price_all'),
  };
}
