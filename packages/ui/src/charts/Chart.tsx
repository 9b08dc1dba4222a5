import { TableOutlined, BarChartOutlined } from '@ant-design/icons';
import { Button, Card, ConfigProvider, Flex, Skeleton, Typography, theme } from 'antd';
import { lazy, Suspense, useContext, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartPalette, rowColors, seriesColors } from './palette.js';
import type { ChartKind, ChartProps } from './types.js';

// The chart library is loaded with the first chart drawn, never by a page without one.
const ChartImpl = lazy(() => import('./ChartImpl.js'));

const hidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * A chart in a card, drawn in the theme's colours and mirrored for right-to-left languages. The same
 * figures are always in a table: hidden for screen readers behind the chart, or shown by the toggle.
 */
function ChartCard({ kind, ...p }: ChartProps & { kind: ChartKind }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const colors = useMemo(
    () =>
      kind === 'pie'
        ? rowColors(p.data, p.colorKey, chartPalette(token), token)
        : seriesColors(p.series, chartPalette(token), token),
    [kind, p.data, p.series, p.colorKey, token],
  );
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const fmtY = p.formatY ?? ((v: number) => number.format(v));
  const fmtX = p.formatX ?? ((v: string | number) => String(v));

  const table = (
    <table className="portal-chart-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={hidden}>{p.title}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', padding: 4 }}>
            {p.xLabel}
          </th>
          {p.series.map((s) => (
            <th key={s.key} scope="col" style={{ textAlign: 'end', padding: 4 }}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {p.data.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
          <tr key={i} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
            <th scope="row" style={{ textAlign: 'start', padding: 4, fontWeight: 'normal' }}>
              {fmtX(row[p.xKey] ?? '')}
            </th>
            {p.series.map((s) => (
              <td key={s.key} style={{ textAlign: 'end', padding: 4 }}>
                {row[s.key] == null ? '' : fmtY(Number(row[s.key]))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Card
      size="small"
      data-testid={p.testId}
      // Long titles (German) wrap instead of ending in '…' next to the table toggle.
      styles={{ title: { whiteSpace: 'normal', overflowWrap: 'break-word', paddingBlock: 8 } }}
      title={<span id={`${id}-title`}>{p.title}</span>}
      extra={
        <Button
          size="small"
          type="text"
          icon={asTable ? <BarChartOutlined /> : <TableOutlined />}
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
        >
          {asTable ? t('ui.chart.show_chart') : t('ui.chart.show_table')}
        </Button>
      }
    >
      <figure
        aria-labelledby={`${id}-title`}
        aria-describedby={p.description ? `${id}-desc` : undefined}
        style={{ margin: 0, position: 'relative' }}
      >
        {p.description ? (
          <Typography.Paragraph id={`${id}-desc`} type="secondary" style={{ marginBottom: 8 }}>
            {p.description}
          </Typography.Paragraph>
        ) : null}
        {p.data.length === 0 ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Typography.Text type="secondary">{t('ui.chart.no_data')}</Typography.Text>
          </Flex>
        ) : asTable ? null : (
          <div aria-hidden="true">
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: p.height ?? 280 }} />}>
              <ChartImpl
                {...p}
                kind={kind}
                formatX={fmtX}
                formatY={fmtY}
                colors={colors}
                rtl={rtl}
                textColor={token.colorTextSecondary}
                gridColor={token.colorBorderSecondary}
                tooltipBg={token.colorBgElevated}
              />
            </Suspense>
          </div>
        )}
        {/* Hidden through a wrapper: a table grows to its rows whatever height it is given, so a hidden
            table would stretch the page below the card. */}
        {p.data.length ? asTable ? table : <div style={hidden}>{table}</div> : null}
      </figure>
    </Card>
  );
}

/** A line per series over the x values (e.g. a balance over time). */
export const LineChart = (p: ChartProps) => <ChartCard kind="line" {...p} />;
/** Bars per x value, side by side or stacked (e.g. orders per day by status). */
export const BarChart = (p: ChartProps) => <ChartCard kind="bar" {...p} />;
/** Slices of one series (the first) by x value (e.g. searches by make). */
export const PieChart = (p: ChartProps) => <ChartCard kind="pie" {...p} />;
