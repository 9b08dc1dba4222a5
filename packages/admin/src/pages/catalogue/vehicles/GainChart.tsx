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
  const chart = (key: 'hp' | 'torque', title: string, unit: string) => (
    <BarChart
      title={title}
      data={rows}
      xKey="label"
      xLabel={t('catalogue.vehicles.figures')}
      series={[{ key, label: title }]}
      formatY={(v) => `${v} ${unit}`}
      height={220}
    />
  );
  return (
    <Row gutter={[16, 16]} data-testid="gain-chart">
      <Col xs={24} md={12}>
        {chart('hp', t('catalogue.vehicles.power'), t('catalogue.vehicles.hp'))}
      </Col>
      <Col xs={24} md={12}>
        {chart('torque', t('catalogue.vehicles.torque'), t('catalogue.vehicles.nm'))}
      </Col>
    </Row>
  );
}
