import type { VehicleLevel } from '@portal/contracts';
import { SearchableSelect } from '@portal/ui';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVehicleDropdown } from '../../../queries/catalogue';

export type VehiclePath = Partial<Record<Exclude<VehicleLevel, 'variant'>, number | null>>;

const LEVELS = ['vtype', 'manufacturer', 'vmodel', 'generation'] as const;

/** One dropdown of the chain; it lists the children of the level chosen above it. */
function LevelSelect({
  idPrefix,
  level,
  parent,
  value,
  onChange,
}: {
  idPrefix: string;
  level: (typeof LEVELS)[number];
  parent: number | 'all' | null;
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const { t } = useTranslation();
  const options = useVehicleDropdown(level, parent).data ?? [];
  return (
    <Form.Item label={t(`catalogue.vehicles.levels.${level}`)} htmlFor={`${idPrefix}-${level}`}>
      <SearchableSelect
        id={`${idPrefix}-${level}`}
        options={options}
        value={value}
        disabled={parent === null}
        placeholder={t('catalogue.vehicles.choose')}
        onChange={onChange}
      />
    </Form.Item>
  );
}

/** Type -> make -> model -> generation; changing a level clears the levels below it. */
export function VehiclePicker({
  value,
  onChange,
  depth = 4,
  idPrefix = 'pick',
}: {
  value: VehiclePath;
  onChange: (next: VehiclePath) => void;
  depth?: number;
  /** Keeps element ids unique when a page filter and a dialog both show the chain. */
  idPrefix?: string;
}) {
  const shown = LEVELS.slice(0, depth);
  return (
    <Row gutter={16}>
      {shown.map((level, i) => {
        const above = i === 0 ? 'all' : (value[LEVELS[i - 1]] ?? null);
        return (
          <Col key={level} xs={24} sm={12} lg={24 / Math.min(depth, 4)}>
            <LevelSelect
              idPrefix={idPrefix}
              level={level}
              parent={above}
              value={value[level] ?? null}
              onChange={(v) => {
                const next: VehiclePath = {};
                for (const l of LEVELS.slice(0, i)) next[l] = value[l];
                next[level] = v;
                onChange(next);
              }}
            />
          </Col>
        );
      })}
    </Row>
  );
}
