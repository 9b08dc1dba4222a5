/** The tabs of the website settings, in the order the page shows them (some only to some people). */
export const SETTINGS_TABS = [
  'general',
  'theme',
  'smtp',
  'sms',
  'payments',
  'company',
  'branding',
  'notifications',
  'tools',
  'vat',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export interface SettingsSearch {
  tab?: SettingsTab;
}

/**
 * The open tab of the website settings, in the URL so that a link (the mail banner's, say) can open the
 * e-mail tab directly. An unknown tab is dropped: the page then opens its first tab.
 */
export function settingsSearch(raw: Record<string, unknown>): SettingsSearch {
  return (SETTINGS_TABS as readonly unknown[]).includes(raw.tab) ? { tab: raw.tab as SettingsTab } : {};
}
