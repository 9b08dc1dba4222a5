import { LogoutOutlined } from '@ant-design/icons';
import { useConfirm } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminDeps } from '../platform/context';

/** Spec 5: signing out asks for confirmation first. */
export function SignOutButton({
  type = 'text',
  iconOnly = false,
  color,
}: {
  type?: 'text' | 'default' | 'primary';
  iconOnly?: boolean;
  color?: string;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { signOut } = useAdminDeps();
  return (
    <Button
      type={type}
      icon={<LogoutOutlined />}
      data-testid="sign-out"
      aria-label={t('auth.sign_out')}
      style={color ? { color } : undefined}
      onClick={() =>
        confirm(t('auth.sign_out_confirm'), async () => {
          await signOut();
          await navigate({ to: '/login' });
        })
      }
    >
      {iconOnly ? null : t('auth.sign_out')}
    </Button>
  );
}
