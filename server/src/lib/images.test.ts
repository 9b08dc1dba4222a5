import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankPng, EVIL_HTML, FAKE_GIF } from '../../test/support/images.js';
import { checkImage, MAX_IMAGE_PIXELS } from './images.js';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: { statusCode?: number; message?: string }) => ({ status: err.statusCode, message: err.message }),
  );

describe('checkImage: every uploaded image is typed by its bytes', () => {
  it('answers the type of each accepted kind from the content alone', async () => {
    const base = sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } });
    for (const [format, mime, ext] of [
      ['png', 'image/png', 'png'],
      ['jpeg', 'image/jpeg', 'jpg'],
      ['gif', 'image/gif', 'gif'],
      ['webp', 'image/webp', 'webp'],
    ] as const) {
      const bytes = await base.clone().toFormat(format).toBuffer();
      expect(await checkImage(bytes)).toEqual({ mime, ext, width: 4, height: 3 });
    }
  });

  it('refuses other files with 415 and the given message, however they were declared', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [EVIL_HTML, svg, FAKE_GIF, Buffer.alloc(0)]) {
      expect(await refusal(checkImage(bytes))).toEqual({
        status: 415,
        message: 'Images must be PNG, JPEG, WebP or GIF files.',
      });
    }
    expect(
      await refusal(checkImage(EVIL_HTML, 'The picture must be a PNG, JPEG, WebP or GIF image.')),
    ).toEqual({ status: 415, message: 'The picture must be a PNG, JPEG, WebP or GIF image.' });
  });

  it('refuses too many pixels with 413 saying so, even where sharp itself would give up', async () => {
    const tooLarge = { status: 413, message: 'The image is too large: at most 40 megapixels.' };
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(await refusal(checkImage(blankPng(8000, 8000)))).toEqual(tooLarge);
    expect(await refusal(checkImage(blankPng(20000, 20000)))).toEqual(tooLarge);
    expect(await checkImage(blankPng(8000, 5000))).toMatchObject({ mime: 'image/png', width: 8000 });
  });
});
