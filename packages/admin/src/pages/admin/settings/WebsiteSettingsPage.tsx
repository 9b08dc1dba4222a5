import { errorMessage, PageHeader } from '@portal/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Card, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, ROLE } from '@portal/contracts';
import { useSession } from '../../../platform/context';
import { useSettings } from '../../../queries/settings';
import type { SettingsSearch, SettingsTab } from '../../../routes/settingsSearch';
import { BrandingTab } from './BrandingTab';
import { CompanyTab } from './CompanyTab';
import { GeneralTab } from './GeneralTab';
import { NotificationsTab } from './NotificationsTab';
import { PaymentsTab } from './PaymentsTab';
import { SmsTab } from './SmsTab';
import { SmtpTab } from './SmtpTab';
import { ThemeTab } from './ThemeTab';
import { ToolsTab } from './ToolsTab';
import { VatTab } from './VatTab';

export function WebsiteSettingsPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useSettings();
  // Payment keys are for admins only; staff with the settings permission do not see the tab.
  const isAdmin = useSession((s) => s.user?.role_id === ROLE.ADMIN);
  // The SMS provider's calls (GET/PUT /api/sms_settings) need the settings permission.
  const mayEditSms = useSession((s) => hasPermission(s.user, 'settings'));
  const { tab } = useSearch({ strict: false }) as SettingsSearch;
  const navigate = useNavigate();
  // The open tab lives in the URL (`?tab=smtp`), so links can open one; switching replaces the entry, so
  // Back leaves the page instead of stepping through its tabs.
  const open = (key: string) =>
    void navigate({
      to: '.',
      search: (prev: SettingsSearch) => ({ ...prev, tab: key as SettingsTab }),
      replace: true,
    });
  const items: { key: SettingsTab; label: string; children: ReactNode }[] = data
    ? [
        { key: 'general', label: t('settings.tab_general'), children: <GeneralTab settings={data} /> },
        { key: 'theme', label: t('settings.tab_theme'), children: <ThemeTab /> },
        { key: 'smtp', label: t('settings.tab_smtp'), children: <SmtpTab settings={data} /> },
        ...(mayEditSms
          ? [{ key: 'sms' as const, label: t('settings.tab_sms'), children: <SmsTab settings={data} /> }]
          : []),
        ...(isAdmin
          ? [{ key: 'payments' as const, label: t('settings.tab_payments'), children: <PaymentsTab /> }]
          : []),
        // GET/PUT /api/credits/billing_settings need the settings permission, as the SMS provider's do.
        ...(mayEditSms
          ? [{ key: 'company' as const, label: t('settings.tab_company'), children: <CompanyTab /> }]
          : []),
        { key: 'branding', label: t('settings.tab_branding'), children: <BrandingTab settings={data} /> },
        { key: 'notifications', label: t('settings.tab_notifications'), children: <NotificationsTab /> },
        { key: 'tools', label: t('settings.tab_tools'), children: <ToolsTab /> },
        { key: 'vat', label: t('settings.tab_vat'), children: <VatTab /> },
      ]
    : [];
  // A tab this person does not have (payments for staff) opens the first one, as an unknown tab does.
  const active = items.some((i) => i.key === tab) ? tab : items[0]?.key;
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Card>
        {error ? <Alert type="error" showIcon title={errorMessage(error, t)} /> : null}
        {isLoading ? <Skeleton active /> : null}
        {data ? <Tabs destroyOnHidden activeKey={active} onChange={open} items={items} /> : null}
      </Card>
    </>
  );
}
