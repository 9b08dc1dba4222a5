import type { ApiAccess } from '@portal/contracts';

export const STATE_COLOURS: Record<ApiAccess['state'], string> = {
  active: 'success',
  inactive: 'default',
  expired: 'warning',
  revoked: 'error',
};
