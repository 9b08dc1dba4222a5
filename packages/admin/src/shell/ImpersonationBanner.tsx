import { useNavigate } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminDeps, useSession } from '../platform/context';

/** Shown while an admin is signed in as a dealer, with the way back to the admin's own session. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { returnToAdmin } = useAdminDeps();
  const user = useSession((s) => s.user);
  if (!user?.impersonated_by || !returnToAdmin) return null;
  const name = `${user.firstname} ${user.lastname}`.trim() || user.username;
  return (
    <Alert
      type="warning"
      banner
      data-testid="impersonation-banner"
      title={t('impersonation.notice', { name })}
      action={
        <Button
          size="small"
          onClick={async () => {
            const restored = await returnToAdmin();
            await navigate({ to: restored ? '/admin/agent_manager/agents_list' : '/login' });
          }}
        >
          {t('impersonation.back')}
        </Button>
      }
    />
  );
}
