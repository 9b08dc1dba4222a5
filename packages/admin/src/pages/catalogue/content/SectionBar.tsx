import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The line above a tab's list: how many entries it holds and the add button. */
export function SectionBar({
  total,
  addLabel,
  onAdd,
  testId,
}: {
  total: number | undefined;
  addLabel: ReactNode;
  onAdd: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">
        {total !== undefined ? t('common.total', { total }) : null}
      </Typography.Text>
      <Button type="primary" icon={<PlusOutlined />} data-testid={testId} onClick={onAdd}>
        {addLabel}
      </Button>
    </Flex>
  );
}
