import { PageHeader } from '@portal/ui';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressForm } from './AddressForm';
import { BusinessForm } from './BusinessForm';
import { MyToolsForm } from './MyToolsForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SecurityTab } from './SecurityTab';

export function ProfileSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('profile.settings_title')} />
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'profile', label: t('profile.tab_profile'), children: <ProfileForm /> },
            { key: 'address', label: t('profile.tab_address'), children: <AddressForm /> },
            { key: 'business', label: t('profile.tab_business'), children: <BusinessForm /> },
            { key: 'password', label: t('profile.tab_password'), children: <PasswordForm /> },
            { key: 'tools', label: t('profile.tab_tools'), children: <MyToolsForm /> },
            { key: 'security', label: t('audit.profile.tab'), children: <SecurityTab /> },
          ]}
        />
      </Card>
    </>
  );
}
