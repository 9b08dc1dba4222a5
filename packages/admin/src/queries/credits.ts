import type { BalanceQuery, InvoiceQuery } from '@portal/api-client';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../platform/context';
import { usePagedList } from './paged';

/** Every credits query starts with 'credits', so one invalidation refreshes balances, ledgers and lists. */
export const creditKeys = {
  all: ['credits'] as const,
  /**
   * The signed-in customer's balance. Kept outside 'credits' on purpose: the shared live-update socket
   * (queries/realtime.ts) invalidates 'credits-balance' on credits.updated and on order events.
   */
  balance: ['credits-balance'] as const,
  history: (q: { page: number; size: number }) => ['credits', 'history', q] as const,
  mine: (q: InvoiceQuery) => ['credits', 'mine', q] as const,
  invoices: (q: InvoiceQuery) => ['credits', 'invoices', q] as const,
  balances: (q: BalanceQuery) => ['credits', 'balances', q] as const,
  methods: ['credits', 'methods'] as const,
  vat: (country: string) => ['credits', 'vat', country] as const,
  priceItems: ['credits', 'price-items'] as const,
};

/** After anything that moves credits: the balance, the ledger and the invoice lists. */
export function refreshCredits(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: creditKeys.all });
  void qc.invalidateQueries({ queryKey: creditKeys.balance });
}

/** `pollMs` keeps the balance fresh while a payment is on its way (0: no polling). */
export const useMyBalance = (opts: { enabled?: boolean; pollMs?: number } = {}) => {
  const api = useApi();
  return useQuery({
    queryKey: creditKeys.balance,
    queryFn: () => api.credits.myBalance(),
    enabled: opts.enabled ?? true,
    refetchInterval: opts.pollMs || false,
    staleTime: 10_000,
  });
};

/** Keyed by language too: the server writes the portal's own descriptions in the reader's language. */
export const useCreditHistory = (page: number, size: number) => {
  const api = useApi();
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return usePagedList((q) => [...creditKeys.history(q), lng], { page, size }, api.credits.history);
};

export const useMyInvoices = (q: InvoiceQuery) => {
  const api = useApi();
  return usePagedList(creditKeys.mine, q, api.credits.myInvoices);
};

export const useAllInvoices = (q: InvoiceQuery) => {
  const api = useApi();
  return usePagedList(creditKeys.invoices, q, api.credits.invoices);
};

export const useBalances = (q: BalanceQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: creditKeys.balances(q),
    queryFn: () => api.credits.balances(q),
    placeholderData: keepPreviousData,
  });
};

export const usePaymentMethods = () => {
  const api = useApi();
  return useQuery({ queryKey: creditKeys.methods, queryFn: () => api.credits.paymentMethods() });
};

export const useVatFor = (country: string) => {
  const api = useApi();
  return useQuery({
    queryKey: creditKeys.vat(country),
    queryFn: () => api.credits.vatFor(country),
    enabled: country.length === 2,
  });
};

export const usePriceItems = () => {
  const api = useApi();
  // Credit package names come in the reader's language.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...creditKeys.priceItems, i18n.language],
    queryFn: () => api.credits.priceItems(),
  });
};
