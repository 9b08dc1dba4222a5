import { auditKindKey } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A security event's kind in the reader's language. Every kind the server writes has a label (the i18n tests
 * see to it); anything else, such as a kind retired since, shows as recorded.
 */
export function useKindLabel() {
  const { t } = useTranslation();
  return (kind: string) => t(`audit.kinds.${auditKindKey(kind)}`, { defaultValue: kind });
}
