import { canvas, encodePng, fill } from './png.js';

// Digits 3 wide and 5 high, row by row: enough to be read in a 16 px overlay.
const DIGITS: Record<string, string[]> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '010', '010', '010'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
  '+': ['000', '010', '111', '010', '000'],
};

/** What the badge says: the count, or "9+" above nine (the overlay has room for two signs). */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/** The Windows taskbar overlay: a red disc with the count in white, `size` pixels square. */
export function badgeImage(count: number, size = 16): Buffer {
  const c = canvas(size, size);
  const r = size / 2;
  fill(c, [220, 38, 38], (x, y) => (x - r) ** 2 + (y - r) ** 2 <= r * r);
  const text = badgeText(count);
  const cell = Math.max(1, Math.floor(size / 10));
  const width = text.length * 3 * cell + (text.length - 1) * cell;
  const left = Math.round((size - width) / 2);
  const top = Math.round((size - 5 * cell) / 2);
  fill(c, [255, 255, 255], (x, y) => {
    const col = Math.floor((x - left) / cell);
    const row = Math.floor((y - top) / cell);
    if (row < 0 || row > 4 || col < 0) return false;
    const glyph = Math.floor(col / 4);
    const at = col % 4;
    if (glyph >= text.length || at === 3) return false;
    return DIGITS[text[glyph]]?.[row][at] === '1';
  });
  return encodePng(c);
}

/** The platform's ways of showing a count on the app's icon. */
export interface BadgeTarget {
  /** macOS dock and Linux launchers (Unity); false where the desktop has none. */
  setBadgeCount(count: number): boolean;
  /** Windows taskbar: an overlay image (null removes it) and its words for screen readers. */
  setOverlay?(image: Buffer | null, description: string): void;
}

/** Shows the number of orders waiting on the app's icon on every platform; nothing when none wait. */
export function createBadge(target: BadgeTarget, wordsFor: (count: number) => string) {
  let shown: number | null = null;
  return {
    set(count: number | null): void {
      const n = count && count > 0 ? count : 0;
      if (n === shown) return;
      shown = n;
      target.setBadgeCount(n);
      target.setOverlay?.(n ? badgeImage(n, 32) : null, n ? wordsFor(n) : '');
    },
  };
}
