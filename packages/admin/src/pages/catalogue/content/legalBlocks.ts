/**
 * Legal texts are plain text with Markdown-style headings ("# ") and list items ("- " or "* "). They are read
 * line by line, so a heading may be followed by its paragraph on the very next line, as editors tend to write.
 */
export type LegalBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^\s*(#{1,6})\s+(.+?)\s*$/;
const ITEM = /^\s*[-*]\s+/;

export function legalBlocks(content: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  // The list or paragraph that the next plain line continues; a blank line or a heading closes it.
  let open: LegalBlock | null = null;
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    if (!line.trim()) {
      open = null;
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
      open = null;
    } else if (ITEM.test(line)) {
      const item = line.replace(ITEM, '');
      if (open?.kind === 'list') open.items.push(item);
      else {
        open = { kind: 'list', items: [item] };
        blocks.push(open);
      }
    } else if (open?.kind === 'paragraph') {
      open.text += `\n${line}`;
    } else {
      open = { kind: 'paragraph', text: line };
      blocks.push(open);
    }
  }
  return blocks;
}
