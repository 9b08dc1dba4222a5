import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartKind, ChartProps } from './types.js';

export interface ChartImplProps extends ChartProps {
  kind: ChartKind;
  colors: string[];
  rtl: boolean;
  textColor: string;
  gridColor: string;
  tooltipBg: string;
}

const LABEL_CHARS = 24;
const short = (v: unknown) => {
  const s = String(v ?? '');
  return s.length > LABEL_CHARS ? `${s.slice(0, LABEL_CHARS - 1)}…` : s;
};

/** Bars from the names' side: each name on a line of its own, cut at 24 characters (whole in the tooltip). */
function SidewaysBars(
  p: ChartImplProps & { tick: object; tooltip: React.ReactNode; fmtY?: (v: number) => string },
) {
  const rows = p.data as Record<string, unknown>[];
  const longest = Math.max(0, ...rows.map((r) => short(r[p.xKey]).length));
  const labelWidth = Math.min(200, 16 + longest * 7);
  const height = Math.max(p.height ?? 280, 60 + rows.length * 28);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout="vertical" margin={{ top: 8, bottom: 0, left: 8, right: 24 }}>
        <CartesianGrid stroke={p.gridColor} strokeDasharray="3 3" />
        <XAxis type="number" reversed={p.rtl} tick={p.tick} tickFormatter={p.fmtY} allowDecimals={false} />
        <YAxis
          type="category"
          dataKey={p.xKey}
          orientation={p.rtl ? 'right' : 'left'}
          width={labelWidth}
          interval={0}
          tick={p.tick}
          tickFormatter={short}
        />
        {p.tooltip}
        <Legend />
        {p.series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={p.colors[i]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The drawing itself: the only module that imports the chart library, loaded on first use. */
export default function ChartImpl(p: ChartImplProps) {
  const height = p.height ?? 280;
  const tick = { fill: p.textColor, fontSize: 12 };
  const fmtX = p.formatX ? (v: string | number) => p.formatX?.(v) ?? String(v) : undefined;
  const fmtY = p.formatY ? (v: number) => p.formatY?.(v) ?? String(v) : undefined;
  const tooltip = (
    <Tooltip
      contentStyle={{ background: p.tooltipBg, borderColor: p.gridColor, color: p.textColor }}
      labelFormatter={fmtX ? (v) => fmtX(v as string | number) : undefined}
      formatter={fmtY ? (v) => fmtY(Number(v)) : undefined}
    />
  );
  const axes = (
    <>
      <CartesianGrid stroke={p.gridColor} strokeDasharray="3 3" />
      {/* Labels keep a visible gap (long month names in French run into each other otherwise); recharts drops
          the ones that would touch, keeping the first and the last. */}
      <XAxis
        dataKey={p.xKey}
        reversed={p.rtl}
        tick={tick}
        tickFormatter={fmtX}
        minTickGap={16}
        interval="preserveStartEnd"
      />
      <YAxis orientation={p.rtl ? 'right' : 'left'} tick={tick} tickFormatter={fmtY} allowDecimals={false} />
    </>
  );
  const rows = p.data as Record<string, unknown>[];
  if (p.kind === 'bar' && p.horizontal)
    return <SidewaysBars {...p} tick={tick} tooltip={tooltip} fmtY={fmtY} />;
  // The last x label is centred on the plot's far edge; room on that side keeps it inside the card.
  const margin = { top: 8, bottom: 0, left: p.rtl ? 32 : 8, right: p.rtl ? 8 : 32 };
  return (
    <ResponsiveContainer width="100%" height={height}>
      {p.kind === 'line' ? (
        <LineChart data={rows} margin={margin}>
          {axes}
          {tooltip}
          <Legend />
          {p.series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={p.colors[i]}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : p.kind === 'bar' ? (
        <BarChart data={rows} margin={margin}>
          {axes}
          {tooltip}
          <Legend />
          {p.series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={p.colors[i]}
              stackId={p.stacked ? 'stack' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      ) : (
        <PieChart>
          {tooltip}
          <Legend />
          <Pie
            data={rows}
            dataKey={p.series[0]?.key ?? 'value'}
            nameKey={p.xKey}
            outerRadius="80%"
            isAnimationActive={false}
          >
            {rows.map((row, i) => (
              <Cell key={String(row[p.xKey])} fill={p.colors[i % p.colors.length]} />
            ))}
          </Pie>
        </PieChart>
      )}
    </ResponsiveContainer>
  );
}
