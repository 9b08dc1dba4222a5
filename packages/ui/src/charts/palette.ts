/** The colours antd's theme gives the series, in order; custom and dark themes pass their own tokens. */
export interface PaletteTokens {
  colorPrimary: string;
  colorSuccess: string;
  colorWarning: string;
  colorError: string;
  colorInfo: string;
  colorTextSecondary: string;
}

const EXTRA = ['#13c2c2', '#722ed1', '#eb2f96', '#fa8c16', '#a0d911', '#2f54eb'];

export function chartPalette(tokens: PaletteTokens): string[] {
  return [
    tokens.colorPrimary,
    tokens.colorSuccess,
    tokens.colorWarning,
    tokens.colorError,
    ...EXTRA,
    tokens.colorTextSecondary,
  ].filter((c, i, all) => all.indexOf(c) === i);
}

/** Each series' colour: its own when given, else the next of the palette. */
export function seriesColors(series: readonly { color?: string }[], palette: readonly string[]): string[] {
  return series.map((s, i) => s.color ?? palette[i % palette.length] ?? '#888');
}
