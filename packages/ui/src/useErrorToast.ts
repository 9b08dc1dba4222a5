import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage.js';

/**
 * Shows a failed call's message as a toast; for a mutation's onError. It returns nothing on purpose: a
 * mutation waits for what onError returns, and the toast's own promise settles only when the toast closes
 * (seconds in which the form's button stays busy and ignores clicks).
 */
export function useErrorToast(): (err: unknown) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (err) => {
    message.error(errorMessage(err, t));
  };
}
