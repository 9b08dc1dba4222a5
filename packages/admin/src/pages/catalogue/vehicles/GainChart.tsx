import type { VariantDetails } from '@portal/contracts';
import { BarChart } from '@portal/ui';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/** Power and torque, stock then each stage, as two bar charts (each with its table of figures). */
export function GainChart({ variant }: { variant: VariantDetails }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('catalogue.vehicles.stock'), hp: variant.stock_hp ?? 0, torque: variant.stock_torque ?? 0 },
    ...variant.stages.map((s) => ({
      label: t('catalogue.vehicles.stage', { n: s.stage }),
      hp: s.hp,
      torque: s.torque,
    })),
  ];
  // The registration search's unit texts (`{{value}} hp`), so the chart reads as its figures do there.
  const chart = (key: 'hp' | 'torque', title: string, unit: 'regsearch.units.hp' | 'regsearch.units.nm') => (
    <BarChart
      title={title}
      data={rows}
      xKey="label"
      xLabel={t('catalogue.vehicles.figures')}
      series={[{ key, label: title }]}
      formatY={(v) => t(unit, { value: v })}
      height={220}
    />
  );
  return (
    <Row gutter={[16, 16]} data-testid="gain-chart">
      <Col xs={24} md={12}>
        {chart('hp', t('catalogue.vehicles.power'), 'regsearch.units.hp')}
      </Col>
      <Col xs={24} md={12}>
        {chart('torque', t('catalogue.vehicles.torque'), 'regsearch.units.nm')}
      </Col>
    </Row>
  );
}
