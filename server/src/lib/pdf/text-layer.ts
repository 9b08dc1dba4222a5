/**
 * Keeps the text a reader copies or searches in a PDF true to what was printed, for shaped scripts.
 *
 * pdfkit maps each glyph to the code points it stood for at its first use in the document (its ToUnicode
 * map has one entry per glyph), and fontkit hands out one glyph object per glyph id, carrying the code
 * points of whichever text first produced it. A glyph standing for different text in different places
 * loses that text: Noto Sans Thai draws SARA AM "ำ" as NIKHAHIT + SARA AA, the SARA AA glyph standing for
 * nothing there, and once a document had printed "ำ" every "า" dropped out of its text ("ราคา" copied as
 * "รค"); a Bengali conjunct came out as stray letters, an Arabic lam-alef ligature reversed, an Indic
 * vowel sign drawn before its consonant ahead of it.
 *
 * Here each run maps its glyphs cluster by cluster (the fewest glyphs and characters that belong
 * together), so that the glyphs read left to right give the text (`glyphTexts`). A glyph that stands for
 * different text in different places, or advances differently, is embedded once for each (the same
 * outline under another character code): the page is drawn exactly as before, each place keeps its text.
 * Where pdf.js (Firefox's reader, and the tests') would still misread the positions, the text moves to an
 * empty glyph of no width. This works on pdfkit's embedded font object (pdfkit 0.17, fontkit 2), whose
 * shape `isEmbedded` checks (any other font is left as it is); `text-layer.test.ts` pins the result.
 */

interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}
interface Position {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}
interface GlyphRun {
  glyphs: Glyph[];
  positions: Position[];
  direction?: string;
}
interface Fontkit {
  getGlyph(id: number, codePoints?: number[]): Glyph | null;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): Glyph & { path: { commands: unknown[] } };
}
interface EmbeddedFont {
  font: Fontkit;
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  unicode: (number[] | undefined)[];
  widths: (number | undefined)[];
  scale: number;
  layout(text: string, features?: unknown): GlyphRun;
  encode(text: string, features?: unknown): [string[], Position[]];
}

const kept = new WeakSet<object>();

function isEmbedded(font: unknown): font is EmbeddedFont {
  const f = font as Partial<EmbeddedFont> | undefined;
  return (
    typeof f?.encode === 'function' &&
    typeof f.layout === 'function' &&
    typeof f.font?.getGlyph === 'function' &&
    typeof f.font.glyphForCodePoint === 'function' &&
    Array.isArray(f.subset?.glyphs) &&
    typeof f.subset.includeGlyph === 'function' &&
    Array.isArray(f.unicode) &&
    Array.isArray(f.widths) &&
    typeof f.scale === 'number'
  );
}

const sameCodes = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** Makes the document's current font keep its text layer (once per font; standard fonts are left alone). */
export function keepTextLayer(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: unknown })._font;
  if (!isEmbedded(font) || kept.has(font)) return;
  kept.add(font);

  // Each use of a glyph carries the code points of its own place in the text, not of its first use.
  const fontkit = font.font;
  const getGlyph = fontkit.getGlyph;
  fontkit.getGlyph = function (id, codePoints = []) {
    const glyph = getGlyph.call(this, id, codePoints);
    if (!glyph || sameCodes(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as Glyph;
  };

  // The character code of a glyph standing for some text with some width: the glyph's own, or a copy.
  const cids = new Map<string, number>();
  const codeFor = (glyph: Glyph, text: number[], width: number) => {
    const key = `${glyph.id}:${text.join(',')}:${width}`;
    let code = cids.get(key);
    if (code === undefined) {
      code = font.subset.includeGlyph(glyph.id);
      const known = font.unicode[code];
      if (known && (!sameCodes(known, text) || font.widths[code] !== width)) {
        font.subset.glyphs.push(glyph.id);
        code = font.subset.glyphs.length - 1;
      }
      font.unicode[code] = text;
      font.widths[code] = width;
      cids.set(key, code);
    }
    return code;
  };

  const blank = blankGlyph(fontkit);
  const encode = font.encode;
  font.encode = function (text, features) {
    // Without features pdfkit shapes word by word from a cache: runs drawn here always pass features.
    if (!features) return encode.call(this, text, features);
    const run = this.layout(text, features);
    const rtl = run.direction === 'rtl';
    const texts = glyphTexts(
      codes(text),
      run.glyphs.map((g) => g.codePoints),
      run.positions.map((p) => p.xAdvance),
      rtl,
    );
    // pdf.js holds a space back until the next letter, so the mark of a word's last letter, which comes
    // right after it in a right-to-left run, would move across it ("شمارهٔ مالیاتی" as "شماره ٔمالیاتی"):
    // such a space reads as a right-to-left mark and a space, which pdf.js takes as text in its place.
    if (rtl)
      texts.forEach((chars, i) => {
        const next = texts[i + 1];
        if (next?.every(isMark) && chars.length && chars.every(isSpace)) texts[i] = [RLM, ...chars];
      });
    const encoded: string[] = [];
    const positions: Position[] = [];
    // A glyph's width in the PDF is its advance in this place (pdfkit would write the difference as a
    // shift, which pdf.js reads as a space when it widens: Bengali "ক্রেডিট" as "ক্রে ডিট"); drawn alike.
    const put = (glyph: Glyph, chars: number[], position: Position) => {
      encoded.push(codeFor(glyph, chars, position.xAdvance).toString(16).padStart(4, '0'));
      positions.push({ ...position, advanceWidth: position.xAdvance });
    };
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i];
      let [before, own, after] = [[] as number[], texts[i], [] as number[]];
      if (blank && position.xAdvance) {
        // pdf.js takes a glyph whose text holds a non-spacing mark for one drawn in place and reads the gap
        // it leaves as a space ("हुआ" as "हु आ"): the marks go to an empty glyph of no width beside it.
        [before, own, after] = splitMarks(own);
      } else if (blank && (position.xOffset || position.yOffset) && !own.every(isSilent)) {
        // A letter drawn in place away from the pen (a Bengali "থ" below its consonant) would start a new
        // line of text in pdf.js: its text goes to an empty glyph at the pen.
        [before, own] = [own, [WORD_JOINER]];
      }
      if (blank && before.length) put(blank, before, NOWHERE);
      put(glyph, own, position);
      if (blank && after.length) put(blank, after, NOWHERE);
    });
    return [encoded, positions];
  };
}

const NOWHERE = { xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: 0 };

/** A glyph of the font that draws nothing and takes no room (zero width space), if it has one. */
function blankGlyph(font: Fontkit): Glyph | null {
  for (const code of [0x200b, 0xfeff]) {
    if (!font.hasGlyphForCodePoint(code)) continue;
    const glyph = font.glyphForCodePoint(code);
    if (glyph.id && glyph.advanceWidth === 0 && glyph.path.commands.length === 0) return glyph;
  }
  return null;
}

const RLM = 0x200f;
const isSpace = (code: number) => /\s/u.test(String.fromCodePoint(code));
const MARK = /\p{Mn}/u;
const isMark = (code: number) => MARK.test(String.fromCodePoint(code));
const isSilent = (code: number) => isMark(code) || isFormat(code);

/** A glyph's text split round its first run of letters that are not non-spacing marks (whole if none). */
function splitMarks(chars: number[]): [number[], number[], number[]] {
  const start = chars.findIndex((c) => !isMark(c));
  if (start < 0 || !chars.some(isMark)) return [[], chars, []];
  let end = start;
  while (end < chars.length && !isMark(chars[end])) end += 1;
  return [chars.slice(0, start), chars.slice(start, end), chars.slice(end)];
}

// Stands for a glyph that adds no character of its own: a reader drops it (pdf.js skips format characters;
// an empty entry would read as the glyph's character code instead), and it changes nothing where pasted.
const WORD_JOINER = 0x2060;
const FORMAT = /\p{Cf}/u;
const isFormat = (code: number) => FORMAT.test(String.fromCodePoint(code));

/**
 * The text each glyph of a run stands for, the glyphs in drawing order (right-to-left runs come from
 * fontkit in visual order). Read left to right, the glyphs' texts make the run's text, or for a
 * right-to-left run its mirror image, which a reader turns round. A cluster's text goes to its glyphs that
 * advance the pen, the first taking what the others leave; a glyph without a character of its own (a mark
 * drawn in place, or more glyphs than characters) stands for a word joiner. pdf.js skips those without
 * moving on, so a joiner on a glyph that advances would read as a gap: a vowel drawn in two parts around
 * its consonant (Bengali "ো") is shared out in its canonical decomposition instead.
 */
export function glyphTexts(
  text: number[],
  glyphCodes: number[][],
  advances: number[],
  rtl = false,
): number[][] {
  const n = glyphCodes.length;
  const logical = (i: number) => (rtl ? n - 1 - i : i);
  const out: number[][] = glyphCodes.map(() => [WORD_JOINER]);
  const inReadingOrder = glyphCodes.map((_, i) => glyphCodes[logical(i)]);
  for (const cluster of clusters(text, inReadingOrder)) {
    const drawn = cluster.glyphs.map(logical).sort((a, b) => a - b);
    const advancing = drawn.filter((g) => advances[g] !== 0);
    const carriers = advancing.length ? advancing : drawn;
    let chars = cluster.text;
    if (chars.length < carriers.length) {
      const split = codes(String.fromCodePoint(...chars).normalize('NFD'));
      if (split.length > chars.length) chars = split;
    }
    if (rtl) chars = [...chars].reverse();
    const spare = Math.max(1, chars.length - carriers.length + 1);
    carriers.forEach((glyph, i) => {
      const part = i === 0 ? chars.slice(0, spare) : chars.slice(spare + i - 1, spare + i);
      if (part.length) out[glyph] = part;
    });
    // pdf.js skips a glyph whose text ends in a format character (a joiner): it goes to the next carrier.
    const first = out[carriers[0]];
    while (first.length > 1 && isFormat(first[first.length - 1])) {
      const moved = first.pop() as number;
      const next = carriers[1];
      if (next !== undefined) out[next] = [moved, ...out[next].filter((c) => c !== WORD_JOINER)];
    }
  }
  return out;
}

const codes = (s: string) => [...s].map((c) => c.codePointAt(0) as number);

/**
 * The clusters of a run, glyphs and text in reading order. A glyph's code points are matched to the first
 * unmatched same characters of the text; a cluster ends where every glyph before it has matched only
 * characters before every character matched by the glyphs after. Characters no glyph matched (a joiner
 * the font has no glyph for) join the cluster before them.
 */
function clusters(text: number[], glyphCodes: number[][]): { glyphs: number[]; text: number[] }[] {
  const used = new Array<boolean>(text.length).fill(false);
  const matched = glyphCodes.map((codes) =>
    codes.flatMap((code) => {
      const at = used.findIndex((u, i) => !u && text[i] === code);
      if (at < 0) return [];
      used[at] = true;
      return [at];
    }),
  );
  const n = glyphCodes.length;
  // The first character matched by glyph k or a later one (text.length when none is).
  const nextStart = new Array<number>(n + 1).fill(text.length);
  for (let k = n - 1; k >= 0; k -= 1) nextStart[k] = Math.min(nextStart[k + 1], ...matched[k]);
  const out: { glyphs: number[]; text: number[] }[] = [];
  let glyphs: number[] = [];
  let start = 0;
  let last = -1;
  for (let k = 0; k < n; k += 1) {
    glyphs.push(k);
    last = Math.max(last, ...matched[k]);
    if (k === n - 1 || last < nextStart[k + 1]) {
      const end = Math.max(start, k === n - 1 ? text.length : nextStart[k + 1]);
      out.push({ glyphs, text: text.slice(start, end) });
      glyphs = [];
      start = end;
    }
  }
  // A glyph standing for no character (the second of two a character is drawn with) joins its neighbour.
  return out.reduce<typeof out>((merged, cluster) => {
    const previous = merged.at(-1);
    if (previous && (!cluster.text.length || !previous.text.length)) {
      previous.glyphs.push(...cluster.glyphs);
      previous.text.push(...cluster.text);
    } else merged.push(cluster);
    return merged;
  }, []);
}
