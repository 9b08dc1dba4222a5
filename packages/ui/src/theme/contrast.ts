/** WCAG contrast helpers, so that a site's brand colour stays readable as text (links) on its background. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb | null {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  if (h.length < 6 || !/^[0-9a-f]{6}/i.test(h)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The WCAG contrast ratio of two opaque colours (1 to 21); 21 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return 21;
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m);
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour itself when what it turns into (`shown`, e.g. the shade a theme algorithm derives from it) reads
 * well enough on the background (WCAG AA for body text: 4.5); otherwise the first step of it mixed towards
 * white (dark background) or black (light background) whose shown shade does.
 */
export function readableOn(
  color: string,
  background: string,
  shown: (c: string) => string = (c) => c,
  min = 4.5,
): string {
  const c = parse(color);
  const bg = parse(background);
  if (!c || !bg || contrastRatio(shown(color), background) >= min) return color;
  const target: Rgb = luminance(bg) < 0.5 ? [255, 255, 255] : [0, 0, 0];
  for (let step = 1; step <= 20; step++) {
    const mixed = hex(c.map((v, i) => v + ((target[i] - v) * step) / 20) as Rgb);
    if (contrastRatio(shown(mixed), background) >= min) return mixed;
  }
  return hex(target);
}
