import bidiFactory from 'bidi-js';
import { type Family, familiesFor, familyOfLanguage, loadFont, type Weight } from './fonts.js';
import { keepTextLayer } from './text-layer.js';

/**
 * Sets text of any script on a pdfkit page. Each run of text gets the font of its script (a Latin name in
 * an Arabic invoice, a product code inside Japanese text), lines are wrapped by words (Intl.Segmenter also
 * finds the words of Thai and CJK text, written without spaces), and in right-to-left documents the
 * Unicode Bidi Algorithm (bidi-js) orders the runs of each line while boxes and alignment are mirrored.
 * Letters are shaped by fontkit inside pdfkit: Arabic joining, Indic conjuncts, Thai marks.
 */
export interface Box {
  /** Distance of the box's start edge from the start margin (left, or right in a right-to-left document). */
  x: number;
  width: number;
  /** 'start' is left in left-to-right documents and right in right-to-left ones. */
  align?: 'start' | 'end';
  bold?: boolean;
  size?: number;
}

const bidi = bidiFactory();
// Any features at all make pdfkit shape the whole run at once instead of word by word, which would put
// the words of a right-to-left run in left-to-right order.
const SHAPE_WHOLE_RUN = { features: [] as [] };
const RTL_LETTERS = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const ATTACHED = /\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]/u;
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
const DIGIT = /[0-9]/;
// Noto's Arabic, Indic and Thai letters are drawn smaller than DejaVu's Latin at the same size.
const SCALE: Record<Family, number> = {
  latin: 1,
  arabic: 1.1,
  hebrew: 1,
  devanagari: 1.08,
  bengali: 1.08,
  thai: 1.08,
  jp: 1,
  kr: 1,
  sc: 1,
};
const LINE_HEIGHT = 1.3;
// First-strong isolate and its end: they steer the bidi algorithm and are not printed.
const FSI = '\u2068';
const PDI = '\u2069';
const ISOLATES = /[\u2066-\u2069]/;

interface Piece {
  text: string;
  family: Family;
  level: number;
}

export class ScriptText {
  readonly rtl: boolean;
  private readonly family: Family;
  private readonly registered = new Set<string>();
  private readonly segmenter: Intl.Segmenter;
  /** Shaping is the slow part: each run is measured once per document. */
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    language: string,
    private readonly margin = 50,
  ) {
    this.family = familyOfLanguage(language);
    this.rtl = ['ar', 'fa', 'he'].includes(language);
    this.segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  }

  /** Prints text (lines split at \n and wrapped to the box) from y; returns the y below it. */
  write(text: string, y: number, box: Box): number {
    const size = box.size ?? 10;
    const weight: Weight = box.bold ? 'bold' : 'regular';
    let top = y;
    for (const paragraph of text.split('\n')) {
      for (const line of this.wrap(paragraph, box.width, weight, size)) {
        this.drawLine(line, top, box, weight, size);
        top += size * LINE_HEIGHT;
      }
    }
    this.doc.y = top;
    return top;
  }

  /**
   * A value kept in its own order inside a line: an ISO date or '119.00 EUR' in an Arabic line would
   * otherwise be split at its hyphens and spaces by the numbers rules of the bidi algorithm.
   */
  isolate(value: string): string {
    return `${FSI}${value}${PDI}`;
  }

  /** How wide text is set on one line (the widest line of several), for sizing table columns to their words. */
  width(text: string, box: { bold?: boolean; size?: number } = {}): number {
    const weight: Weight = box.bold ? 'bold' : 'regular';
    return Math.max(0, ...text.split('\n').map((line) => this.measure(line, weight, box.size ?? 10)));
  }

  /** Physical x of a logical box (mirrored in right-to-left documents). */
  left(box: { x: number; width: number }): number {
    return this.rtl ? this.doc.page.width - this.margin - box.x - box.width : this.margin + box.x;
  }

  /** A horizontal rule across the page. */
  rule(y: number) {
    this.doc
      .moveTo(this.margin, y)
      .lineTo(this.doc.page.width - this.margin, y)
      .stroke();
  }

  /** The family of each UTF-16 unit: by script, with neutrals and marks kept in their neighbour's font. */
  private families(text: string, weight: Weight): Family[] {
    const out: Family[] = [];
    let previous: Family | null = null;
    for (const char of text) {
      const cp = char.codePointAt(0) as number;
      let family: Family | null = null;
      if (ISOLATES.test(char)) family = previous ?? this.family;
      // Numbers are set in one font whatever surrounds them, not partly in an Arabic font's digits.
      else if (DIGIT.test(char) && loadFont('latin', weight)?.has(cp)) family = 'latin';
      else if (
        previous &&
        (ATTACHED.test(char) || (NEUTRAL.test(char) && loadFont(previous, weight)?.has(cp)))
      )
        family = previous;
      family ??= familiesFor(char, this.family).find((f) => loadFont(f, weight)?.has(cp)) ?? 'latin';
      for (let i = 0; i < char.length; i += 1) out.push(family);
      previous = family;
    }
    return out;
  }

  /** Pieces of one font in logical order, each wholly at one level when levels are given. */
  private pieces(text: string, families: Family[], levels?: Uint8Array): Piece[] {
    const out: Piece[] = [];
    for (let i = 0; i < text.length; i += 1) {
      if (ISOLATES.test(text[i])) continue;
      const level = levels ? levels[i] : 0;
      const last = out.at(-1);
      if (last && last.family === families[i] && last.level === level) last.text += text[i];
      else out.push({ text: text[i], family: families[i], level });
    }
    return out;
  }

  private fontName(family: Family, weight: Weight): string {
    const name = `${family}-${weight}`;
    if (!this.registered.has(name)) {
      const font = loadFont(family, weight) ?? loadFont('latin', weight);
      this.doc.registerFont(name, font ? font.bytes : weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica');
      // The text layer is fixed on the font pdfkit embeds for this document, made current here.
      this.doc.font(name);
      keepTextLayer(this.doc);
      this.registered.add(name);
    }
    return name;
  }

  private widthOf(piece: Piece, weight: Weight, size: number): number {
    const key = `${piece.family}-${weight}-${size}-${piece.text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc
        .font(this.fontName(piece.family, weight))
        .fontSize(size * SCALE[piece.family])
        .widthOfString(piece.text, SHAPE_WHOLE_RUN);
      this.widths.set(key, width);
    }
    return width;
  }

  private measure(text: string, weight: Weight, size: number): number {
    const families = this.families(text, weight);
    return this.pieces(text, families).reduce((sum, p) => sum + this.widthOf(p, weight, size), 0);
  }

  /** Greedy wrapping at word boundaries; a word wider than the box is broken between letters. */
  private wrap(paragraph: string, width: number, weight: Weight, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    let used = 0;
    const push = (next: string, w: number) => {
      // Spaces at the end of a line take no room.
      const inked = next.trim() === '' ? 0 : w;
      if (line.trim() === '' || used + inked <= width) {
        line += next;
        used += w;
      } else {
        lines.push(line.trimEnd());
        line = next.trimStart();
        used = line === '' ? 0 : w;
      }
    };
    for (const { segment } of this.segmenter.segment(paragraph)) {
      const w = this.measure(segment, weight, size);
      if (w <= width) push(segment, w);
      else
        for (const { segment: letter } of new Intl.Segmenter().segment(segment))
          push(letter, this.measure(letter, weight, size));
    }
    lines.push(line.trimEnd());
    return lines;
  }

  /**
   * A line's own direction, from its first letter outside isolated values (rule P2), else the document's:
   * a German address line in an Arabic invoice reads left to right ('10115 Berlin'), only aligned right.
   */
  private direction(line: string): 'ltr' | 'rtl' {
    const letter = /\p{L}/u.exec(line.replace(/\u2068[^\u2069]*\u2069/g, ''))?.[0];
    if (!letter) return this.rtl ? 'rtl' : 'ltr';
    return RTL_LETTERS.test(letter) ? 'rtl' : 'ltr';
  }

  private drawLine(line: string, top: number, box: Box, weight: Weight, size: number) {
    if (line === '') return;
    const { levels } = bidi.getEmbeddingLevels(line, this.direction(line));
    const pieces = this.pieces(line, this.families(line, weight), levels);
    // Rule L2: from the highest level down to the lowest odd one, reverse every run at that level or above.
    const max = Math.max(...pieces.map((p) => p.level));
    const lowestOdd = Math.min(...pieces.map((p) => p.level | 1));
    for (let level = max; level >= lowestOdd; level -= 1) {
      for (let i = 0; i < pieces.length; ) {
        if (pieces[i].level < level) {
          i += 1;
          continue;
        }
        let j = i;
        while (j < pieces.length && pieces[j].level >= level) j += 1;
        pieces.splice(i, j - i, ...pieces.slice(i, j).reverse());
        i = j;
      }
    }
    const widths = pieces.map((p) => this.widthOf(p, weight, size));
    const total = widths.reduce((a, b) => a + b, 0);
    const left = this.left(box);
    const atRight = (box.align === 'end') !== this.rtl;
    let x = atRight ? left + box.width - total : left;
    const baseline = top + size;
    pieces.forEach((piece, i) => {
      // fontkit lays out Arabic and Hebrew right to left by itself; any other run it sets left to right.
      const selfReversing = RTL_LETTERS.test(piece.text);
      let text = piece.text;
      if (piece.level % 2 === 1 && !selfReversing) text = mirrored(text);
      if (piece.level % 2 === 0 && selfReversing) text = [...text].reverse().join('');
      if (text.trim() !== '')
        this.doc
          .font(this.fontName(piece.family, weight))
          .fontSize(size * SCALE[piece.family])
          .text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic', ...SHAPE_WHOLE_RUN });
      x += widths[i];
    });
  }
}

/** A right-to-left run of neutrals (brackets, punctuation) in visual order, brackets turned round. */
function mirrored(text: string): string {
  return [...text]
    .reverse()
    .map((c) => bidi.getMirroredCharacter(c) ?? c)
    .join('');
}
