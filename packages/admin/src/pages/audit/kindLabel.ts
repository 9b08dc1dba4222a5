import { useTranslation } from 'react-i18next';

/** A security event's kind in the reader's language; kinds other modules add show as recorded. */
export function useKindLabel() {
  const { t } = useTranslation();
  return (kind: string) => t(`audit.kinds.${kind.replace('.', '_')}`, { defaultValue: kind });
}
