import { ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '@portal/admin/shell';
import { PublicFrame } from './PublicFrame';

/** Waiting for an admin's approval. "Check again" re-runs the guards, which refresh the user first. */
export function VerifyAccountPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  return (
    <PublicFrame title={t('auth.verify_account_title')}>
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
