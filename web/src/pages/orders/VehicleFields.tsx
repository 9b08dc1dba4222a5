import type { VehicleLevel } from '@portal/contracts';
import { OWN_DIRECTION, SearchableSelect } from '@portal/ui';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useVehicleDropdown } from '@portal/admin/shared';

const CHAIN: { level: VehicleLevel; parent: VehicleLevel | null }[] = [
  { level: 'vtype', parent: null },
  { level: 'manufacturer', parent: 'vtype' },
  { level: 'vmodel', parent: 'manufacturer' },
  { level: 'generation', parent: 'vmodel' },
  { level: 'variant', parent: 'generation' },
];

/** One dropdown of the chain; picking a value clears every level below it. */
function LevelSelect({
  form,
  level,
  parent,
}: {
  form: FormInstance;
  level: VehicleLevel;
  parent: VehicleLevel | null;
}) {
  const { t } = useTranslation();
  const parentId = Form.useWatch(parent ?? 'vtype', form) as number | undefined;
  const list = useVehicleDropdown(level, parent === null ? 'all' : parentId ? parentId : undefined);
  const options = useMemo(() => (list.data ?? []).map((n) => ({ value: n._id, label: n.name })), [list.data]);
  const below = CHAIN.slice(CHAIN.findIndex((c) => c.level === level) + 1).map((c) => c.level);
  return (
    <Form.Item name={level} label={t(`orders.form.${level}`)} htmlFor={`order-${level}`}>
      <SearchableSelect<number>
        id={`order-${level}`}
        options={options}
        disabled={parent !== null && !parentId}
        onChange={(v) =>
          form.setFieldsValue({
            [level]: v ?? undefined,
            ...Object.fromEntries(below.map((b) => [b, undefined])),
          })
        }
      />
    </Form.Item>
  );
}

/**
 * The vehicle from the database's five dropdowns (spec 5) or typed in when it is not listed. Memoised: the
 * dropdowns follow their own lists and parents, not the renders of the form around them.
 */
export const VehicleFields = memo(function VehicleFields({
  form,
  typed,
}: {
  form: FormInstance;
  typed: boolean;
}) {
  const { t } = useTranslation();
  if (typed)
    return (
      <Row gutter={16}>
        {(['make', 'model', 'engine'] as const).map((f) => (
          <Col xs={24} md={8} key={f}>
            <Form.Item
              name={f}
              label={t(`orders.form.${f}`)}
              htmlFor={`order-${f}`}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              {/* "2.0 TDI" stays as typed in a right-to-left page instead of showing "TDI 2.0". */}
              <Input id={`order-${f}`} maxLength={120} {...OWN_DIRECTION} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    );
  return (
    <Row gutter={16}>
      {CHAIN.map((c) => (
        <Col xs={24} md={12} lg={8} key={c.level}>
          <LevelSelect form={form} level={c.level} parent={c.parent} />
        </Col>
      ))}
    </Row>
  );
});

export const VEHICLE_LEVELS_IN_ORDER = CHAIN.map((c) => c.level);
