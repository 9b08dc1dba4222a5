/** Test helper: the text a reader sees in a PDF, page by page, as a PDF viewer extracts it. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

export interface PdfRun {
  str: string;
  x: number;
  y: number;
}

/** The first page's text runs with their position (x from the left, y from the bottom, in points). */
export async function pdfRuns(pdf: Buffer): Promise<PdfRun[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const runs = content.items.flatMap((i) =>
    'str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4], y: Math.round(i.transform[5]) }] : [],
  );
  await doc.destroy();
  return runs;
}
