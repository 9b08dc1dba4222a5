import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { badgeImage, createBadge } from '../src/main/badge.js';

/** The pixels of a PNG this app wrote (RGBA, unfiltered rows). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const length = png.readUInt32BE(idat - 4);
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + length));
  const at = (x: number, y: number) => [
    ...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4),
  ];
  return { width, height, at };
}

describe('the badge with the waiting count', () => {
  it('draws the count in white on a red disc, transparent in the corners', () => {
    const img = decode(badgeImage(3, 32));
    expect([img.width, img.height]).toEqual([32, 32]);
    expect(img.at(0, 0)[3]).toBe(0);
    expect(img.at(16, 4)).toEqual([220, 38, 38, 255]);
    // The middle bar of the 3.
    expect(img.at(16, 16)).toEqual([255, 255, 255, 255]);
    expect(badgeImage(3, 32).equals(badgeImage(8, 32))).toBe(false);
    expect(badgeImage(12, 32).equals(badgeImage(99, 32))).toBe(true);
  });

  it('sets the dock count and the taskbar overlay, and clears both when nothing waits', () => {
    const calls: unknown[] = [];
    const badge = createBadge(
      {
        setBadgeCount: (n) => {
          calls.push(['count', n]);
          return true;
        },
        setOverlay: (image, words) => calls.push(['overlay', image ? image.length > 0 : null, words]),
      },
      (n) => `${n} waiting`,
    );
    badge.set(4);
    badge.set(4);
    badge.set(null);
    expect(calls).toEqual([
      ['count', 4],
      ['overlay', true, '4 waiting'],
      ['count', 0],
      ['overlay', null, ''],
    ]);
  });
});
