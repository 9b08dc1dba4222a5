import { ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
import { Alert, Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteData } from '@portal/admin';
import { SignOutButton } from '@portal/admin/shell';
import { PublicFrame } from './PublicFrame';

/** Waiting for an admin's approval. "Check again" re-runs the guards, which refresh the user first. */
export function VerifyAccountPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  // Without an e-mail server sign-up skips the code: say plainly that none was sent, and who acts next.
  const mailReady = useSiteData().data?.mail_ready !== false;
  return (
    <PublicFrame title={t('auth.verify_account_title')}>
      {mailReady ? null : (
        <Alert
          type="warning"
          showIcon
          data-testid="mail-not-ready"
          style={{ marginBottom: 16 }}
          title={t('notices.mail_not_ready')}
        />
      )}
      <Result
        icon={<ClockCircleOutlined />}
        title={t('auth.awaiting_approval')}
        subTitle={t('auth.awaiting_approval_text')}
        extra={[
          <Button
            key="check"
            type="primary"
            icon={<ReloadOutlined />}
            loading={checking}
            onClick={async () => {
              setChecking(true);
              try {
                await router.invalidate();
              } finally {
                setChecking(false);
              }
            }}
          >
            {t('auth.check_again')}
          </Button>,
          <SignOutButton key="out" type="default" />,
        ]}
      />
    </PublicFrame>
  );
}
