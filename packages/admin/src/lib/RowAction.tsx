import { Button, type ButtonProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * One action of a table row as an icon button: its name is the tooltip and the accessible name, so a
 * right-pinned actions column keeps the same small width in every language.
 */
export function RowAction({
  label,
  icon,
  testId,
  ...button
}: { label: string; icon: ReactNode; testId?: string } & Omit<ButtonProps, 'icon' | 'children'>) {
  return (
    <Tooltip title={label}>
      <Button size="small" icon={icon} aria-label={label} data-testid={testId} {...button} />
    </Tooltip>
  );
}
