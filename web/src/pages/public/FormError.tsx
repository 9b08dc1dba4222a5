import { errorMessage } from '@portal/ui';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The server's message for a failed submit, shown above the form's button. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert type="error" showIcon role="alert" title={errorMessage(error, t)} style={{ marginBottom: 16 }} />
  );
}
