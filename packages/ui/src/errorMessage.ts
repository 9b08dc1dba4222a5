import { isApiError } from '@portal/api-client';
import type { TFunction } from 'i18next';

/** The text to show for a failed call: the server's own message when there is one (it is localised there). */
export function errorMessage(err: unknown, t: TFunction): string {
  if (isApiError(err)) {
    if (err.code === 'NETWORK') return t('errors.network');
    if (err.message) return err.message;
  }
  return t('errors.unexpected');
}
