import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/pdf-text.js';
import { type Family, loadFont } from './fonts.js';
import { ScriptText } from './script-text.js';
import { glyphTexts, keepTextLayer } from './text-layer.js';

/**
 * What a reader copies from a PDF is what was printed, in every script, and the page looks as before.
 * Thai once lost every "า" once a document had printed "ำ" (both are drawn with the same glyph), Arabic
 * read a lam-alef ligature backwards, Indic scripts came out in drawing order with stray spaces and, in
 * Bengali, stray letters.
 */
const SAMPLES: [string, string[]][] = [
  ['th', ['คำสั่งซื้อ', 'ราคา', 'จำนวนเงิน', 'วิธีชำระเงิน', 'จาก', 'น้ำ']],
  ['ar', ['الإجمالي', 'الاسم', 'ضريبة القيمة المضافة']],
  ['fa', ['شمارهٔ مالیاتی', 'حوالهٔ بانکی', 'پرداخت‌شده']],
  ['he', ['חשבונית', 'סכום ביניים']],
  ['hi', ['स्थिति: भुगतान हुआ', 'बिल प्राप्तकर्ता', 'ऑर्डर', 'क्रेडिट', 'दिनांक']],
  ['bn', ['অবস্থা', 'ক্রেডিট', 'পেমেন্ট পদ্ধতি', 'প্রেরক', 'মোট', 'ইনভয়েস']],
  ['ja', ['請求書', '合計']],
  ['ko', ['청구서', '합계']],
  ['zh', ['发票', '合计']],
];

/** Text as compared: composed (a Bengali "ো" is copied as its two parts), without invisible format marks. */
const plain = (s: string) => s.normalize('NFC').replace(/\p{Cf}/gu, '');

async function printed(language: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const w = new ScriptText(doc, language);
  let y = 50;
  lines.forEach((line, i) => {
    y = w.write(line, y, { x: 0, width: 495, bold: i % 2 === 0 });
  });
  doc.end();
  return done;
}

describe('the text of a printed PDF', () => {
  it.each(SAMPLES)('reads as printed in %s', async (language, lines) => {
    const text = plain(await pdfText(await printed(language, lines)));
    for (const line of lines) expect(text, text).toContain(plain(line));
  });
});

/** The page as pdf.js paints it, pixel by pixel. */
async function paint(pdf: Buffer): Promise<Buffer> {
  const doc = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  const factory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const { canvas, context } = factory.create(viewport.width, viewport.height);
  await page.render({ canvas, canvasContext: context, viewport } as never).promise;
  const pixels = Buffer.from(context.getImageData(0, 0, viewport.width, viewport.height).data);
  await doc.destroy();
  return pixels;
}
interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: unknown;
    context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
  };
}

/** Lines set straight with pdfkit in one font, shaped as ScriptText shapes them, the text layer kept or not. */
async function plainPdf(family: Family, lines: string[], keep: boolean): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont(family, loadFont(family, 'regular')?.bytes as Buffer);
  doc.font(family).fontSize(14);
  if (keep) keepTextLayer(doc);
  lines.forEach((line, i) => {
    doc.text(line, 50, 50 + i * 30, { lineBreak: false, features: [] });
  });
  doc.end();
  return done;
}

describe('keeping the text layer', () => {
  it.each([
    ['thai', 0],
    ['arabic', 1],
    ['devanagari', 4],
    ['bengali', 5],
  ] as const)('leaves the %s page as it was drawn and its text whole', async (family, sample) => {
    const lines = SAMPLES[sample][1];
    const before = await plainPdf(family, lines, false);
    const after = await plainPdf(family, lines, true);
    const painted = await paint(after);
    expect(
      painted.some((value, i) => i % 4 !== 3 && value < 128),
      'letters painted',
    ).toBe(true);
    expect(painted.equals(await paint(before))).toBe(true);
    const text = plain(await pdfText(after));
    for (const line of lines) expect(text).toContain(plain(line));
    // Without it the same page reads wrong.
    const bare = plain(await pdfText(before));
    expect(lines.some((line) => !bare.includes(plain(line)))).toBe(true);
  });
});

describe('the text of each glyph', () => {
  const cps = (s: string) => [...s].map((c) => c.codePointAt(0) as number);
  const str = (codes: number[][]) => codes.map((c) => String.fromCodePoint(...c));

  it('puts a character drawn as two glyphs on the one that advances, the other standing for a joiner', () => {
    // "ทำ": NIKHAHIT (a mark of no width) and SARA AA (the glyph of "า") both come from "ำ".
    const texts = glyphTexts(cps('ทำ'), [cps('ท'), cps('ำ'), []], [600, 0, 500]);
    expect(str(texts)).toEqual(['ท', '\u2060', 'ำ']);
  });

  it('keeps a vowel sign drawn before its consonant after it in the text', () => {
    // "कि": the sign of "ि" is drawn first.
    expect(str(glyphTexts(cps('कि'), [cps('ि'), cps('क')], [250, 600])).join('')).toBe('कि');
  });

  it('stores a right-to-left ligature mirrored, as a reader reads it back', () => {
    // "لا" is one glyph; a reader turns the run round, so its letters are stored the other way round.
    expect(str(glyphTexts(cps('لا'), [cps('لا')], [500], true))).toEqual(['ال']);
  });
});
