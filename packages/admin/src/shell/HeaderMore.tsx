import { MoreOutlined } from '@ant-design/icons';
import { Button, Flex, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './LanguagePicker';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * On a phone the header has no room for the language and theme pickers beside the bell, messages and sign-out,
 * so they move behind one button instead of being cut off at the edge.
 */
export function HeaderMore({ color }: { color?: string }) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <Flex vertical gap="small" data-testid="header-more-panel">
          <LanguagePicker />
          <ThemeSwitch />
        </Flex>
      }
    >
      <Button
        type="text"
        aria-label={t('menu.language_and_theme')}
        data-testid="header-more"
        icon={<MoreOutlined />}
        style={{ color }}
      />
    </Popover>
  );
}
