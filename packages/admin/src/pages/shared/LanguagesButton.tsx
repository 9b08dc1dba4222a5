import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A row's "Languages" button: opens the dialog that gives the row's texts in other languages. */
export function LanguagesButton({ testId, onClick }: { testId?: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="small" data-testid={testId} onClick={onClick}>
      {t('catalogue_i18n.action')}
    </Button>
  );
}
