import { PageHeader } from '@portal/ui';
import { Card, Tabs } from 'antd';
import { hasPermission, isAdminArea } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminDeps, useSession } from '../../platform/context';
import { AddressForm } from './AddressForm';
import { BusinessForm } from './BusinessForm';
import { MyToolsForm } from './MyToolsForm';
import { PasswordForm } from './PasswordForm';
import { PushTab } from './PushTab';
import { ProfileForm } from './ProfileForm';
import { SecurityTab } from './SecurityTab';

export function ProfileSettingsPage() {
  const { t } = useTranslation();
  const { push } = useAdminDeps();
  // Pushes go to customers (their orders, tickets, chat and messages) and to staff who handle orders (a new
  // order, when the notification settings ask for it); other staff have the bell and the desktop app.
  const customer = useSession((s) => (s.user ? !isAdminArea(s.user.role_id) : false));
  const handlesOrders = useSession((s) => (s.user ? hasPermission(s.user, 'orders') : false));
  return (
    <>
      <PageHeader title={t('profile.settings_title')} />
      <Card>
        {/* A tab left is kept in the page, hidden: what was typed there and not saved yet is still there on
            coming back (each tab saves its own fields only). */}
        <Tabs
          items={[
            { key: 'profile', label: t('profile.tab_profile'), children: <ProfileForm /> },
            { key: 'address', label: t('profile.tab_address'), children: <AddressForm /> },
            { key: 'business', label: t('profile.tab_business'), children: <BusinessForm /> },
            { key: 'password', label: t('profile.tab_password'), children: <PasswordForm /> },
            { key: 'tools', label: t('profile.tab_tools'), children: <MyToolsForm /> },
            { key: 'security', label: t('audit.profile.tab'), children: <SecurityTab /> },
            ...(push && (customer || handlesOrders)
              ? [
                  {
                    key: 'notifications',
                    label: t('support.push.tab'),
                    children: (
                      <PushTab intro={t(customer ? 'support.push.intro' : 'support.push.intro_staff')} />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </>
  );
}
