import { USER_STATUS } from '@portal/contracts';
import { ClockCircleOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
import { Alert, Button, Flex, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteData } from '@portal/admin';
import { SignOutButton } from '@portal/admin/shell';
import { useSession } from '../../stores/session';
import { PublicFrame } from './PublicFrame';

/**
 * Waiting for an admin's approval, or suspended by one (the same guard sends both here). "Check again" re-runs
 * the guards, which refresh the user first.
 */
export function VerifyAccountPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  // Without an e-mail server sign-up skips the code: say plainly that none was sent, and who acts next.
  const mailReady = useSiteData().data?.mail_ready !== false;
  const suspended = useSession((s) => s.user?.status) === USER_STATUS.SUSPENDED;
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
        icon={suspended ? <StopOutlined /> : <ClockCircleOutlined />}
        title={suspended ? t('auth.account_suspended') : t('auth.awaiting_approval')}
        subTitle={suspended ? t('auth.account_suspended_text') : t('auth.awaiting_approval_text')}
        extra={
          // A gap between the two, also when they wrap onto two lines on a narrow screen.
          <Flex gap={8} wrap justify="center" data-testid="verify-actions">
            <Button
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
            </Button>
            <SignOutButton type="default" />
          </Flex>
        }
      />
    </PublicFrame>
  );
}
