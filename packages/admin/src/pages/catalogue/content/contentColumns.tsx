import { type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';

/** The columns the content lists share: the icon's name and whether the entry is shown on the site. */
export function iconAndVisibilityColumns<T extends { icon?: string | null; active: boolean }>(
  t: TFunction,
): TableColumnsType<T> {
  return [
    {
      key: 'icon',
      dataIndex: 'icon',
      title: t('catalogue.site_content.icon'),
      render: (icon: string) => (icon ? <Typography.Text code>{icon}</Typography.Text> : null),
    },
    {
      key: 'active',
      title: t('catalogue.site_content.visibility'),
      render: (_, row) =>
        row.active ? (
          <Tag color="green">{t('catalogue.site_content.shown')}</Tag>
        ) : (
          <Tag>{t('catalogue.site_content.hidden')}</Tag>
        ),
    },
  ];
}
