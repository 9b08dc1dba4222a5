import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { PageHeader } from '@portal/ui';
import { Link, useLocation } from '@tanstack/react-router';
import { Avatar, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/countries';
import { useSession } from '../../platform/context';
import { RoleTag, StatusTag } from '../shared/UserTags';

export function UserProfilePage() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const inAdmin = useLocation({ select: (l) => l.pathname.startsWith('/admin') });
  if (!user) return null;
  const dash = (v: string | null | undefined) => v || '—';
  const name = `${user.firstname} ${user.lastname}`.trim() || user.username;

  return (
    <>
      <PageHeader
        title={t('profile.title')}
        extra={
          <Link to={inAdmin ? '/admin/profile_settings' : '/profile_settings'}>
            <Button icon={<EditOutlined />}>{t('profile.edit')}</Button>
          </Link>
        }
      />
      <Card>
        <Flex gap="large" align="center" wrap style={{ marginBottom: 24 }}>
          <Avatar size={96} src={user.profile_picture || undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">
              {name}
            </Typography.Title>
            <Typography.Text type="secondary">@{user.username}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              <RoleTag roleId={user.role_id} /> <StatusTag status={user.status} />{' '}
              {user.verified ? (
                <Tag color="green">{t('users.verified')}</Tag>
              ) : (
                <Tag>{t('users.unverified')}</Tag>
              )}
            </div>
          </div>
        </Flex>
        <Descriptions
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'email',
              label: t('profile.email'),
              children: (
                <>
                  {user.email}
                  {/* A new address asked for stays beside the one in use until its code is confirmed. */}
                  {user.pending_email && (
                    <div data-testid="profile-pending-email">
                      <Typography.Text type="secondary">
                        {t('profile.email_pending', { email: `\u2066${user.pending_email}\u2069` })}
                      </Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            { key: 'phone', label: t('profile.phone'), children: dash(user.phone) },
            { key: 'address', label: t('profile.address'), children: dash(user.address) },
            { key: 'city', label: t('profile.city'), children: dash(user.city) },
            { key: 'post_code', label: t('profile.post_code'), children: dash(user.post_code) },
            {
              key: 'country',
              label: t('profile.country'),
              children: dash(countryName(user.country, i18n.language)),
            },
            { key: 'company_name', label: t('profile.company_name'), children: dash(user.company_name) },
            { key: 'company_reg', label: t('profile.company_reg'), children: dash(user.company_reg) },
            { key: 'vat_no', label: t('profile.vat_no'), children: dash(user.vat_no) },
            { key: 'web_url', label: t('profile.web_url'), children: dash(user.web_url) },
            {
              key: 'tools',
              label: t('profile.my_tools'),
              children: user.my_tools.length ? user.my_tools.map((x) => <Tag key={x}>{x}</Tag>) : '—',
            },
            {
              key: 'last_login',
              label: t('profile.last_login'),
              children: user.last_login ? new Date(user.last_login).toLocaleString(i18n.language) : '—',
            },
          ]}
        />
      </Card>
    </>
  );
}
