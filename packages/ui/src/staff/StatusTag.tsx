import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  unpaid: 'default',
  pending: 'gold',
  in_progress: 'processing',
  on_hold: 'orange',
  issue_reported: 'red',
  incomplete: 'volcano',
  completed: 'success',
  cancelled: 'default',
};

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} data-status={status}>
      {t(`desktop.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
