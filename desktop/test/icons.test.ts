/**
 * The committed icon set (resources/icons): every size there with its pixel dimensions, the sizes inside
 * the .ico and .icns files read from their own headers, and every file equal to what
 * scripts/icons.ts draws from icon.svg now, so the drawing and the images cannot drift apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ICNS_SIZES,
  ICO_SIZES,
  ICON_DIR,
  iconSet,
  LINUX_SIZES,
  MASTER,
  TRAY_ICO_SIZES,
} from '../scripts/icons.js';

const committed = (name: string) => readFileSync(path.join(ICON_DIR, name));

async function pngSize(data: Buffer) {
  const { width, height, format } = await sharp(data).metadata();
  return { format, width, height };
}

/** The images of an .ico: the size its directory states and the bitmap header's width and height. */
function icoEntries(data: Buffer) {
  expect(data.readUInt16LE(0)).toBe(0);
  expect(data.readUInt16LE(2)).toBe(1); // an icon, not a cursor
  const entries = [];
  for (let i = 0; i < data.readUInt16LE(4); i++) {
    const dir = 6 + i * 16;
    const bytes = data.readUInt32LE(dir + 8);
    const offset = data.readUInt32LE(dir + 12);
    expect(offset + bytes).toBeLessThanOrEqual(data.length);
    const image = data.subarray(offset, offset + bytes);
    const size = data[dir] || 256;
    // A 32-bit bitmap (BITMAPINFOHEADER, height doubled for the mask), its colours and the 1-bit mask.
    expect(image.readUInt32LE(0)).toBe(40);
    expect(image.readUInt16LE(14)).toBe(32);
    const maskRow = Math.ceil(size / 32) * 4;
    expect(bytes).toBe(40 + size * size * 4 + maskRow * size);
    entries.push({
      size,
      height: data[dir + 1] || 256,
      bmpWidth: image.readInt32LE(4),
      bmpHeight: image.readInt32LE(8),
    });
  }
  return entries;
}

/** The blocks of an .icns: type and contents. */
function icnsBlocks(data: Buffer) {
  expect(data.toString('latin1', 0, 4)).toBe('icns');
  expect(data.readUInt32BE(4)).toBe(data.length);
  const blocks = new Map<string, Buffer>();
  for (let at = 8; at < data.length; ) {
    const length = data.readUInt32BE(at + 4);
    expect(length).toBeGreaterThan(8);
    blocks.set(data.toString('latin1', at, at + 4), data.subarray(at + 8, at + length));
    at += length;
  }
  return blocks;
}

/** An image file as its decoded pixels (a PNG) or its bytes (what holds no compressed PNG). */
async function pixels(data: Buffer): Promise<Buffer> {
  return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    ? sharp(data).raw().toBuffer()
    : data;
}

describe('the icon set', () => {
  let drawn: Map<string, Buffer>;
  beforeAll(async () => {
    drawn = await iconSet(readFileSync(MASTER, 'utf8'));
  }, 60_000);

  it('has every Linux size, the window icon and the tray images at their pixel sizes', async () => {
    for (const size of LINUX_SIZES)
      expect(await pngSize(committed(`png/${size}x${size}.png`))).toEqual({
        format: 'png',
        width: size,
        height: size,
      });
    const expected: Record<string, number> = {
      'icon.png': 512,
      'tray.png': 16,
      'tray@2x.png': 32,
      'trayTemplate.png': 16,
      'trayTemplate@2x.png': 32,
    };
    for (const [name, size] of Object.entries(expected))
      expect(await pngSize(committed(name))).toEqual({ format: 'png', width: size, height: size });
  });

  it('has the macOS menu-bar templates in black and transparency only', async () => {
    for (const name of ['trayTemplate.png', 'trayTemplate@2x.png']) {
      const raw = await sharp(committed(name)).ensureAlpha().raw().toBuffer();
      let inked = 0;
      for (let i = 0; i < raw.length; i += 4) {
        if (raw[i + 3] > 0) expect([raw[i], raw[i + 1], raw[i + 2]]).toEqual([0, 0, 0]);
        if (raw[i + 3] > 128) inked++;
      }
      expect(inked).toBeGreaterThan(raw.length / 4 / 10);
    }
  });

  it('holds the Windows sizes in icon.ico and the scaled tray sizes in tray.ico', () => {
    for (const [name, sizes] of [
      ['icon.ico', ICO_SIZES],
      ['tray.ico', TRAY_ICO_SIZES],
    ] as const) {
      const entries = icoEntries(committed(name));
      expect(entries.map((e) => e.size)).toEqual(sizes);
      for (const e of entries)
        expect(e).toEqual({ size: e.size, height: e.size, bmpWidth: e.size, bmpHeight: 2 * e.size });
    }
  });

  it('holds 16 to 512 px at 1x and 2x in icon.icns', async () => {
    const blocks = icnsBlocks(committed('icon.icns'));
    // PNG blocks: 128, 256, 512 and 512@2x; 16@2x, 32@2x, 128@2x, 256@2x.
    const png: Record<string, number> = {
      ic07: 128,
      ic08: 256,
      ic09: 512,
      ic10: 1024,
      ic11: 32,
      ic12: 64,
      ic13: 256,
      ic14: 512,
    };
    for (const [type, size] of Object.entries(png))
      expect(await pngSize(blocks.get(type)!), type).toEqual({ format: 'png', width: size, height: size });
    // 16 and 32 px at 1x as packed RGB (is32, il32) with 8-bit masks (s8mk, l8mk) of one byte a pixel.
    expect(blocks.get('s8mk')?.length).toBe(16 * 16);
    expect(blocks.get('l8mk')?.length).toBe(32 * 32);
    expect(blocks.has('is32') && blocks.has('il32')).toBe(true);
    expect([...blocks.keys()].sort()).toEqual([...Object.keys(png), 'il32', 'is32', 'l8mk', 's8mk'].sort());
    expect(ICNS_SIZES).toEqual([16, 32, 64, 128, 256, 512, 1024]);
  });

  it('is exactly what the script draws from icon.svg, with no file left over', async () => {
    const onDisk = readdirSync(ICON_DIR, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(ICON_DIR, path.join(e.parentPath, e.name)).replaceAll('\\', '/'));
    expect(onDisk.sort()).toEqual(['icon.svg', ...drawn.keys()].sort());
    for (const [name, data] of drawn) {
      const file = committed(name);
      if (name.endsWith('.icns')) {
        const mine = icnsBlocks(file);
        const theirs = icnsBlocks(data);
        expect([...mine.keys()]).toEqual([...theirs.keys()]);
        for (const [type, block] of theirs)
          expect((await pixels(mine.get(type)!)).equals(await pixels(block)), `${name} ${type}`).toBe(true);
      } else expect((await pixels(file)).equals(await pixels(data)), name).toBe(true);
    }
  }, 60_000);
});
