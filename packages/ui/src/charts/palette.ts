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

/**
 * A colour by meaning rather than by place: the theme's role colours (so custom and dark themes keep theirs)
 * and the fixed extra hues. A status keeps its tone whichever other statuses are on the chart.
 */
export type ChartTone =
  | 'primary'
  | 'success'
  | 'warning'
  | 'error'
  | 'info'
  | 'secondary'
  | 'cyan'
  | 'purple'
  | 'magenta'
  | 'orange'
  | 'lime'
  | 'geekblue';

const EXTRA_TONES: Record<string, string | undefined> = {
  cyan: EXTRA[0],
  purple: EXTRA[1],
  magenta: EXTRA[2],
  orange: EXTRA[3],
  lime: EXTRA[4],
  geekblue: EXTRA[5],
};

/** A tone's colour in the theme; anything else (a CSS colour) is passed through. */
export function toneColor(tone: string, tokens: PaletteTokens): string {
  switch (tone) {
    case 'primary':
      return tokens.colorPrimary;
    case 'success':
      return tokens.colorSuccess;
    case 'warning':
      return tokens.colorWarning;
    case 'error':
      return tokens.colorError;
    case 'info':
      return tokens.colorInfo;
    case 'secondary':
      return tokens.colorTextSecondary;
    default:
      return EXTRA_TONES[tone] ?? tone;
  }
}

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

/** Each series' colour: its own when given (a tone or a CSS colour), else the next of the palette. */
export function seriesColors(
  series: readonly { color?: string }[],
  palette: readonly string[],
  tokens?: PaletteTokens,
): string[] {
  return series.map((s, i) =>
    s.color ? (tokens ? toneColor(s.color, tokens) : s.color) : (palette[i % palette.length] ?? '#888'),
  );
}

/** Each row's colour (pie slices): from its `colorKey` field when it has one, else by its place. */
export function rowColors(
  rows: readonly Record<string, unknown>[],
  colorKey: string | undefined,
  palette: readonly string[],
  tokens: PaletteTokens,
): string[] {
  return seriesColors(
    rows.map((r) => {
      const c = colorKey ? r[colorKey] : undefined;
      return { color: typeof c === 'string' && c ? c : undefined };
    }),
    palette,
    tokens,
  );
}
