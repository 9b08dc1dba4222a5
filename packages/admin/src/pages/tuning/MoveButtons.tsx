import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Up/down buttons of a hand-sorted list. `index` is the 1-based place in the whole (unfiltered) list and
 * `count` its length; `disabled` while a search hides part of the list, as places would be ambiguous then.
 */
export function MoveButtons({
  index,
  count,
  disabled,
  busy,
  onMove,
  testId,
}: {
  index: number;
  count: number;
  disabled: boolean;
  busy: boolean;
  onMove: (position: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const hint = disabled ? t('tuning.order.filtered') : undefined;
  return (
    <Tooltip title={hint}>
      <Space size={4}>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={t('tuning.order.up')}
          data-testid={`${testId}-up`}
          disabled={disabled || busy || index <= 1}
          onClick={() => onMove(index - 1)}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={t('tuning.order.down')}
          data-testid={`${testId}-down`}
          disabled={disabled || busy || index >= count}
          onClick={() => onMove(index + 1)}
        />
      </Space>
    </Tooltip>
  );
}
