import type {
  AdjustBody,
  BuyCreditsBody,
  CheckoutNext,
  CreditBalance,
  CreditInvoice,
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

/** Credits, invoices, balances and the payment calls a purchase needs. */
export function creditsApi(http: Http) {
  return {
    invoices: (q: InvoiceQuery = {}) => http.get<Paged<CreditInvoice>>('/credits', { ...q }),
    myInvoices: (q: Omit<InvoiceQuery, 'keyword' | 'user_id'> = {}) =>
      http.get<Paged<CreditInvoice>>('/credits_user', { ...q }),
    history: (q: { page?: number; size?: number; after?: string } = {}) =>
      http.get<CreditHistoryPage>('/credits_history_user', { ...q }),
    myBalance: () => http.get<MyBalance>('/credits_balance_user'),
    buy: (body: BuyCreditsBody) =>
      http.post<{ invoice: CreditInvoice; next: CheckoutNext }>('/credits_user', body),
    createEmpty: (user_id: number) => http.post<CreditInvoice>('/credits/create-empty', { user_id }),
    generate: (body: GenerateInvoiceBody) => http.post<CreditInvoice>('/credits/generate-invoice', body),
    markPaid: (id: number) => http.patch<CreditInvoice>('/credits/mark-as-paid', { id }),
    remove: (id: number) => http.del<Message>(`/credits/${id}`),
    downloadInvoice: (id: number): Promise<Download> => http.download(`/credits/${id}/download_invoice`),
    balances: (q: BalanceQuery = {}) => http.get<Paged<UserBalanceRow>>('/credits/balances', { ...q }),
    adjust: (body: AdjustBody) => http.post<CreditBalance>('/credits/adjust', body),
    adjustMoney: (body: AdjustBody) => http.post<MoneyBalance>('/credits/agent-balance/adjust', body),
    paymentMethods: () => http.get<PaymentMethods>('/payments/methods'),
    vatFor: (country: string) => http.get<VatForCountry>(`/vat/${encodeURIComponent(country)}`),
    priceItems: () => http.get<{ items: PriceItem[] }>('/price_all'),
  };
}
