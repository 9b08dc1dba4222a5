import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES } from '@portal/contracts';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminDeps } from '../platform/context';
import { saveAccountLanguage } from './accountLanguage';

const OPTIONS = LOCALES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng] }));

/** All 31 languages, each named in itself; a signed-in person's pick is saved to their account too. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const deps = useAdminDeps();
  const queries = useQueryClient();
  return (
    <Select
      aria-label={t('common.language')}
      data-testid="language-picker"
      value={i18n.language}
      options={OPTIONS}
      onChange={(lng) => {
        // Answers in the old language (product and delivery names, the server's texts) are asked again.
        void deps.changeLanguage(lng).then(() => queries.invalidateQueries());
        void saveAccountLanguage(deps, lng);
      }}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 150 }}
    />
  );
}
