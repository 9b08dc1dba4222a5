import type { VatQuery } from '@portal/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';

export const settingsKeys = {
  settings: ['settings'] as const,
  theme: ['settings', 'theme'] as const,
  notifications: ['settings', 'notifications'] as const,
  tools: ['settings', 'tools'] as const,
  vat: (q: VatQuery) => ['vat', q] as const,
};

export const useSettings = () =>
  useQuery({ queryKey: settingsKeys.settings, queryFn: () => api.settings.get() });
export const useThemeSettings = () =>
  useQuery({ queryKey: settingsKeys.theme, queryFn: () => api.settings.theme() });
export const useNotificationSettings = () =>
  useQuery({ queryKey: settingsKeys.notifications, queryFn: () => api.settings.notifications() });
export const useSupportedTools = () =>
  useQuery({ queryKey: settingsKeys.tools, queryFn: () => api.settings.supportedTools() });
export const useVatList = (q: VatQuery) =>
  useQuery({
    queryKey: settingsKeys.vat(q),
    queryFn: () => api.vat.list(q),
    placeholderData: keepPreviousData,
  });
