import { BgColorsOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../platform/context';
import { THEME_CHOICES, type ThemeChoice } from '../platform/types';

/** The local theme choice; 'default' follows the site's default theme. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { choice, setChoice } = useThemeChoice();
  const value = (THEME_CHOICES as readonly string[]).includes(choice) ? choice : 'dark';
  return (
    <Select
      aria-label={t('theme.label')}
      data-testid="theme-switch"
      value={value}
      onChange={(v) => setChoice(v as ThemeChoice)}
      prefix={<BgColorsOutlined />}
      popupMatchSelectWidth={false}
      options={THEME_CHOICES.map((c) => ({ value: c, label: t(`theme.${c}`) }))}
      style={{ minWidth: 130 }}
    />
  );
}
