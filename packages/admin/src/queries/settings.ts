import type { VatQuery } from '@portal/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../platform/context';

export const settingsKeys = {
  settings: ['settings'] as const,
  theme: ['settings', 'theme'] as const,
  notifications: ['settings', 'notifications'] as const,
  tools: ['settings', 'tools'] as const,
  mail: ['settings', 'mail'] as const,
  paymentProviders: ['settings', 'payment-providers'] as const,
  vat: (q: VatQuery) => ['vat', q] as const,
};

export const useSettings = () => {
  const api = useApi();
  return useQuery({ queryKey: settingsKeys.settings, queryFn: () => api.settings.get() });
};
export const useThemeSettings = () => {
  const api = useApi();
  return useQuery({ queryKey: settingsKeys.theme, queryFn: () => api.settings.theme() });
};
export const useNotificationSettings = () => {
  const api = useApi();
  return useQuery({ queryKey: settingsKeys.notifications, queryFn: () => api.settings.notifications() });
};
export const useSupportedTools = () => {
  const api = useApi();
  return useQuery({ queryKey: settingsKeys.tools, queryFn: () => api.settings.supportedTools() });
};
export const useVatList = (q: VatQuery) => {
  const api = useApi();
  return useQuery({
    queryKey: settingsKeys.vat(q),
    queryFn: () => api.vat.list(q),
    placeholderData: keepPreviousData,
  });
};
/** Admins only: the server refuses everyone else, so others pass `enabled: false`. */
export const usePaymentProviders = (enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: settingsKeys.paymentProviders,
    queryFn: () => api.settings.paymentProviders(),
    enabled,
  });
};
