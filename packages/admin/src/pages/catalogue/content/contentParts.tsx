import { Button, Form, Input, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_NAME } from './fieldRules';

/** A row's actions in a content list: edit, what the list adds (e.g. its languages), delete. */
export function ContentRowActions({
  testId,
  onEdit,
  onDelete,
  children,
}: {
  /** e.g. `social-12`: the buttons are `edit-social-12` and `delete-social-12`. */
  testId: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" data-testid={`edit-${testId}`} onClick={onEdit}>
        {t('common.edit')}
      </Button>
      {children}
      <Button size="small" danger data-testid={`delete-${testId}`} onClick={onDelete}>
        {t('common.delete')}
      </Button>
    </Space>
  );
}

/** The fields both content dialogs end with: the icon's name (with its own help) and whether it is shown. */
export function IconAndVisibilityFields({ iconHelp }: { iconHelp: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="icon"
        label={t('catalogue.site_content.icon')}
        extra={iconHelp}
        rules={[{ pattern: ICON_NAME, message: t('catalogue.site_content.icon_rule') }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="active" label={t('catalogue.site_content.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
