import type { VariantDetails } from '@portal/contracts';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

interface Bar {
  label: string;
  value: number;
  stock: boolean;
}

/** Horizontal bars, stock first then each stage, scaled to the largest value; plain CSS, no chart library. */
function Bars({ title, unit, bars }: { title: string; unit: string; bars: Bar[] }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <div style={{ flex: 1, minWidth: 240 }}>
      <Typography.Text strong>{title}</Typography.Text>
      {bars.map((b) => (
        <Flex key={b.label} align="center" gap="small" style={{ marginTop: 6 }}>
          <span style={{ width: 72, flexShrink: 0 }}>{b.label}</span>
          <div style={{ flex: 1, background: token.colorFillTertiary, borderRadius: 4 }}>
            <div
              style={{
                width: `${(b.value / max) * 100}%`,
                height: 18,
                borderRadius: 4,
                background: b.stock ? token.colorTextQuaternary : token.colorPrimary,
              }}
            />
          </div>
          <span style={{ width: 80, textAlign: 'end' }}>{`${b.value} ${unit}`}</span>
        </Flex>
      ))}
    </div>
  );
}

export function GainChart({ variant }: { variant: VariantDetails }) {
  const { t } = useTranslation();
  const stage = (n: number) => t('catalogue.vehicles.stage', { n });
  const stock = t('catalogue.vehicles.stock');
  return (
    <Flex gap="large" wrap data-testid="gain-chart">
      <Bars
        title={t('catalogue.vehicles.power')}
        unit={t('catalogue.vehicles.hp')}
        bars={[
          { label: stock, value: variant.stock_hp ?? 0, stock: true },
          ...variant.stages.map((s) => ({ label: stage(s.stage), value: s.hp, stock: false })),
        ]}
      />
      <Bars
        title={t('catalogue.vehicles.torque')}
        unit={t('catalogue.vehicles.nm')}
        bars={[
          { label: stock, value: variant.stock_torque ?? 0, stock: true },
          ...variant.stages.map((s) => ({ label: stage(s.stage), value: s.torque, stock: false })),
        ]}
      />
    </Flex>
  );
}
