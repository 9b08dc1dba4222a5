/**
 * Draws every icon of the desktop app from one drawing, resources/icons/icon.svg, into resources/icons:
 * - icon.ico (Windows program, installer and window), icon.icns (macOS), png/NxN.png (Linux packages),
 *   icon.png (the window on Linux);
 * - tray.png + tray@2x.png (Linux) and tray.ico (Windows): the tile filling the whole square, since a tray
 *   slot is only 16 px;
 * - trayTemplate.png + @2x (macOS menu bar): the mark alone in black, which macOS tints.
 * The files are committed, so packaging never runs this; test/icons.test.ts checks they are what it draws.
 * Run after changing the drawing:
 *   npm run icons -w @portal/desktop
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import icongen from 'icon-gen';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

export const ICON_DIR = path.resolve(import.meta.dirname, '../../resources/icons');
export const MASTER = path.join(ICON_DIR, 'icon.svg');

export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** The .icns holds 16 to 512 at 1x and 2x: 1024 is 512@2x. */
export const ICNS_SIZES = [16, 32, 64, 128, 256, 512, 1024];
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
/** Windows' small icon at 100, 125, 150, 200, 250 and 300 % display scaling. */
export const TRAY_ICO_SIZES = [16, 20, 24, 32, 40, 48];

/** Which part of the drawing an image shows (an SVG viewBox in the drawing's 1024-unit square). */
type Variant = 'app' | 'tray' | 'template';
const VIEW_BOX: Record<Variant, string> = {
  app: '0 0 1024 1024',
  tray: '64 64 896 896',
  template: '136 140 752 752',
};
// Later rules win over the drawing's own: no tile, everything else black.
const TEMPLATE_STYLE =
  '<style>.tile { display: none; } .needle { fill: #000000; } .scale, .redline { stroke: #000000; }</style>';

function variantSvg(master: string, variant: Variant): string {
  const svg = master.replace(/viewBox="[^"]*"/, `viewBox="${VIEW_BOX[variant]}"`);
  return variant === 'template' ? svg.replace('</svg>', `${TEMPLATE_STYLE}</svg>`) : svg;
}

/** The drawing rasterized straight at `size` px (not scaled down from a large image: sharper edges). */
export async function render(master: string, variant: Variant, size: number): Promise<Buffer> {
  // The drawing is 1024 px wide at 72 dpi.
  return sharp(Buffer.from(variantSvg(master, variant)), { density: (72 * size) / 1024 })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function icns(images: Map<number, Buffer>): Promise<Buffer> {
  // icon-gen reads the sizes from a folder of `<size>.png` files.
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-icns-'));
  try {
    for (const [size, png] of images) await writeFile(path.join(dir, `${size}.png`), png);
    await icongen(dir, dir, { report: false, icns: { name: 'icon', sizes: ICNS_SIZES } });
    return await readFile(path.join(dir, 'icon.icns'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every generated file, by its path under resources/icons. */
export async function iconSet(master: string): Promise<Map<string, Buffer>> {
  const app = new Map<number, Buffer>();
  for (const size of new Set([...ICO_SIZES, ...ICNS_SIZES, ...LINUX_SIZES, 512]))
    app.set(size, await render(master, 'app', size));
  const tray = new Map<number, Buffer>();
  for (const size of TRAY_ICO_SIZES) tray.set(size, await render(master, 'tray', size));
  const pick = (from: Map<number, Buffer>, sizes: number[]) => sizes.map((s) => from.get(s)!);

  const files = new Map<string, Buffer>();
  files.set('icon.png', app.get(512)!);
  files.set('icon.ico', await pngToIco(pick(app, ICO_SIZES)));
  files.set('icon.icns', await icns(new Map(ICNS_SIZES.map((s) => [s, app.get(s)!]))));
  for (const size of LINUX_SIZES) files.set(`png/${size}x${size}.png`, app.get(size)!);
  files.set('tray.png', tray.get(16)!);
  files.set('tray@2x.png', tray.get(32)!);
  files.set('tray.ico', await pngToIco(pick(tray, TRAY_ICO_SIZES)));
  files.set('trayTemplate.png', await render(master, 'template', 16));
  files.set('trayTemplate@2x.png', await render(master, 'template', 32));
  return files;
}

async function main() {
  const files = await iconSet(await readFile(MASTER, 'utf8'));
  for (const [name, data] of files) {
    const file = path.join(ICON_DIR, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }
  console.log(`${files.size} icons written to ${ICON_DIR}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
