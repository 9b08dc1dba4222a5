/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts a PDF is printed in, one family per script (all under the SIL Open Font License). DejaVu Sans
 * sets Latin, Greek and Cyrillic; Noto fonts set Arabic (Noto Naskh Arabic, which also has the Persian
 * letters), Hebrew, Devanagari, Bengali, Thai, Japanese, Korean and Simplified Chinese. The CJK fonts are
 * the common-character subsets (Shift-JIS, KS X 1001, GB 2312), some 4-9 MB each: a file is read only when
 * a document first needs its script, then kept, and pdfkit embeds only the glyphs a document uses.
 */
export type Family = 'latin' | 'arabic' | 'hebrew' | 'devanagari' | 'bengali' | 'thai' | 'jp' | 'kr' | 'sc';
export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const dirOf = (pkg: string, entry: string, ...sub: string[]) =>
  path.join(path.dirname(require.resolve(`${pkg}/${entry}`)), ...sub);
// The @embedpdf packages export only their script entry; their fonts sit beside its dist folder.
const embedpdf = (pkg: string) => path.join(path.dirname(require.resolve(pkg)), '..', 'fonts');
const expo = (name: string, file: string) => {
  const dir = dirOf(`@expo-google-fonts/${name}`, 'package.json');
  return {
    regular: path.join(dir, '400Regular', `${file}_400Regular.ttf`),
    bold: path.join(dir, '700Bold', `${file}_700Bold.ttf`),
  };
};

const FILES: Record<Family, () => Record<Weight, string>> = {
  latin: () => {
    const dir = dirOf('dejavu-fonts-ttf', 'package.json', 'ttf');
    return { regular: path.join(dir, 'DejaVuSans.ttf'), bold: path.join(dir, 'DejaVuSans-Bold.ttf') };
  },
  arabic: () => {
    const dir = embedpdf('@embedpdf/fonts-arabic');
    return {
      regular: path.join(dir, 'NotoNaskhArabic-Regular.ttf'),
      bold: path.join(dir, 'NotoNaskhArabic-Bold.ttf'),
    };
  },
  hebrew: () => {
    const dir = embedpdf('@embedpdf/fonts-hebrew');
    return {
      regular: path.join(dir, 'NotoSansHebrew-Regular.ttf'),
      bold: path.join(dir, 'NotoSansHebrew-Bold.ttf'),
    };
  },
  devanagari: () => expo('noto-sans-devanagari', 'NotoSansDevanagari'),
  bengali: () => expo('noto-sans-bengali', 'NotoSansBengali'),
  thai: () => expo('noto-sans-thai', 'NotoSansThai'),
  jp: () => {
    const dir = embedpdf('@embedpdf/fonts-jp');
    return { regular: path.join(dir, 'NotoSansJP-Regular.otf'), bold: path.join(dir, 'NotoSansJP-Bold.otf') };
  },
  kr: () => {
    const dir = embedpdf('@embedpdf/fonts-kr');
    return { regular: path.join(dir, 'NotoSansKR-Regular.otf'), bold: path.join(dir, 'NotoSansKR-Bold.otf') };
  },
  sc: () => {
    const dir = embedpdf('@embedpdf/fonts-sc');
    return {
      regular: path.join(dir, 'NotoSansHans-Regular.otf'),
      bold: path.join(dir, 'NotoSansHans-Bold.otf'),
    };
  },
};

export interface LoadedFont {
  /** The file's bytes, handed to pdfkit, which embeds the subset a document uses. */
  bytes: Buffer;
  has: (codePoint: number) => boolean;
}

const cache = new Map<string, LoadedFont | null>();

/** A family's font in one weight, read on first use and kept; null when its file cannot be read. */
export function loadFont(family: Family, weight: Weight): LoadedFont | null {
  const key = `${family}-${weight}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let font: LoadedFont | null = null;
  try {
    const bytes = readFileSync(FILES[family]()[weight]);
    const parsed = fontkit.create(bytes);
    font = { bytes, has: (cp) => parsed.hasGlyphForCodePoint(cp) };
  } catch {
    font = null;
  }
  cache.set(key, font);
  return font;
}

/** The family a language's own words are set in. */
export function familyOfLanguage(language: string): Family {
  switch (language) {
    case 'ar':
    case 'fa':
      return 'arabic';
    case 'he':
      return 'hebrew';
    case 'hi':
      return 'devanagari';
    case 'bn':
      return 'bengali';
    case 'th':
      return 'thai';
    case 'ja':
      return 'jp';
    case 'ko':
      return 'kr';
    case 'zh':
      return 'sc';
    default:
      return 'latin';
  }
}

const SCRIPTS: [RegExp, Family][] = [
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Hebrew}/u, 'hebrew'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Bengali}/u, 'bengali'],
  [/\p{Script=Thai}/u, 'thai'],
  [/[\p{Script=Hangul}]/u, 'kr'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'jp'],
];
const HAN = /[\p{Script=Han}\p{Script=Bopomofo}]/u;
const CJK_FAMILIES: Family[] = ['jp', 'sc', 'kr'];
// CJK symbols and punctuation, full-width forms: the only characters worth opening a CJK font for.
const CJK_SYMBOLS = /[\u2e80-\u2fff\u3000-\u303f\u3200-\u33ff\ufe30-\ufe4f\uff00-\uffef]/u;

/**
 * The families to try for one character, best first: the family of its script (Han in the document's own
 * CJK font, else Chinese), then DejaVu, then the document's family, then the CJK fonts for symbols only
 * they have (full-width punctuation). A character no font has prints as the latin font's blank box.
 */
export function familiesFor(char: string, documentFamily: Family): Family[] {
  let first: Family = 'latin';
  if (HAN.test(char)) first = CJK_FAMILIES.includes(documentFamily) ? documentFamily : 'sc';
  else first = SCRIPTS.find(([re]) => re.test(char))?.[1] ?? 'latin';
  const cjk = CJK_SYMBOLS.test(char) ? CJK_FAMILIES : [];
  return [...new Set<Family>([first, 'latin', documentFamily, ...cjk])];
}

/** Whether a family's text reads right to left. */
export const isRtlFamily = (family: Family) => family === 'arabic' || family === 'hebrew';
