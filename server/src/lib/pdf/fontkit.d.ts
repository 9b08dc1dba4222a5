// The part of fontkit (the font engine inside pdfkit) read here: which characters a font has.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
