import { crc32, deflateSync } from 'node:zlib';

/** An RGBA image being drawn: 4 bytes a pixel, rows top to bottom. */
export interface Canvas {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function canvas(width: number, height: number): Canvas {
  return { width, height, pixels: new Uint8Array(width * height * 4) };
}

/** Paints one pixel with a colour and coverage (0..1) over what is there. */
export function blend(c: Canvas, x: number, y: number, rgb: [number, number, number], alpha: number): void {
  if (x < 0 || y < 0 || x >= c.width || y >= c.height || alpha <= 0) return;
  const i = (y * c.width + x) * 4;
  const a = Math.min(1, alpha);
  const under = c.pixels[i + 3] / 255;
  const out = a + under * (1 - a);
  for (let k = 0; k < 3; k++)
    c.pixels[i + k] = out ? Math.round((rgb[k] * a + c.pixels[i + k] * under * (1 - a)) / out) : 0;
  c.pixels[i + 3] = Math.round(out * 255);
}

/** Fills what `inside(x, y)` covers (coordinates in pixels), 4x4 samples a pixel for smooth edges. */
export function fill(
  c: Canvas,
  rgb: [number, number, number],
  inside: (x: number, y: number) => boolean,
): void {
  for (let y = 0; y < c.height; y++)
    for (let x = 0; x < c.width; x++) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++) if (inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) hits++;
      blend(c, x, y, rgb, hits / 16);
    }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The canvas as a PNG file (8-bit RGBA, no filtering). */
export function encodePng(c: Canvas): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(c.width, 0);
  header.writeUInt32BE(c.height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const stride = c.width * 4;
  const raw = Buffer.alloc((stride + 1) * c.height);
  for (let y = 0; y < c.height; y++)
    Buffer.from(c.pixels.buffer, c.pixels.byteOffset + y * stride, stride).copy(raw, y * (stride + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
