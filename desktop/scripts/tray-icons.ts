/**
 * Draws the macOS menu-bar icon (a template image: black and transparency only, which macOS tints for
 * light and dark bars) at 16 and 32 px into resources/icons. Run after changing the drawing:
 *   npx tsx desktop/scripts/tray-icons.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { canvas, encodePng, fill } from '../src/main/png.js';

const out = path.resolve(import.meta.dirname, '../../resources/icons');

/** An ECU: a chip with three pins on each side, in a 16-unit square. */
function inChip(x: number, y: number): boolean {
  const body = x >= 3.5 && x <= 12.5 && y >= 3.5 && y <= 12.5;
  const hole = x >= 5.5 && x <= 10.5 && y >= 5.5 && y <= 10.5;
  if (body) return !hole;
  const pin = (v: number) => [5, 7.5, 10].some((p) => v >= p && v <= p + 1.2);
  const side = (v: number) => (v >= 1 && v < 3.5) || (v > 12.5 && v <= 15);
  return (side(x) && pin(y)) || (side(y) && pin(x));
}

for (const [file, size] of [
  ['trayTemplate.png', 16],
  ['trayTemplate@2x.png', 32],
] as const) {
  const c = canvas(size, size);
  const unit = size / 16;
  fill(c, [0, 0, 0], (x, y) => inChip(x / unit, y / unit));
  writeFileSync(path.join(out, file), encodePng(c));
}
