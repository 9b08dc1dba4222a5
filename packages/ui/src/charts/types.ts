export type ChartKind = 'line' | 'bar' | 'pie';

export interface ChartSeries {
  /** Field of each data row holding this series' value. */
  key: string;
  /** Shown in the legend, the tooltip and the table header (already translated). */
  label: string;
  /** A tone of the theme ('success', 'warning', … see ChartTone) or a CSS colour; else the palette's next. */
  color?: string;
}

export type ChartRow = Record<string, string | number | null | undefined>;

export interface ChartProps {
  /** Names the chart for everyone: the heading, and what a screen reader announces. */
  title: string;
  /** One or two sentences on what the chart shows, read by screen readers. */
  description?: string;
  data: readonly ChartRow[];
  /** The field of each row on the horizontal axis (the slice name for pies). */
  xKey: string;
  /** The label of the x column in the table. */
  xLabel: string;
  series: readonly ChartSeries[];
  /**
   * Field of each row holding that row's own colour (a tone such as 'success', or a CSS colour), for pie
   * slices that stand for something (a status) and so must not change colour with the other slices.
   */
  colorKey?: string;
  /** Bars of the series on top of each other (e.g. orders per day by status). */
  stacked?: boolean;
  /** Bars run sideways with their names beside them, for long names (products) that a row under the bars crowds. */
  horizontal?: boolean;
  height?: number;
  formatX?: (value: string | number) => string;
  formatY?: (value: number) => string;
  testId?: string;
}
