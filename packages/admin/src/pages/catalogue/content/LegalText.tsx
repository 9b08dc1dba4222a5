import { Typography } from 'antd';

/**
 * Legal texts are plain text with Markdown-style headings ("# ") and list items ("- "). They are shown as
 * text, never as HTML, so nothing an editor types can run in the reader's browser.
 */
export function LegalText({ content }: { content: string }) {
  const blocks = content.split(/\n{2,}/);
  return (
    <Typography>
      {blocks.map((block, i) => {
        const key = `${i}-${block.slice(0, 12)}`;
        const heading = /^(#{1,4})\s+(.*)$/.exec(block.trim());
        if (heading) {
          const level = Math.min(heading[1].length + 2, 5) as 3 | 4 | 5;
          return (
            <Typography.Title key={key} level={level}>
              {heading[2]}
            </Typography.Title>
          );
        }
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*[-*]\s+/.test(l)))
          return (
            <ul key={key}>
              {lines.map((l) => (
                <li key={l}>{l.replace(/^\s*[-*]\s+/, '')}</li>
              ))}
            </ul>
          );
        return (
          <Typography.Paragraph key={key} style={{ whiteSpace: 'pre-line' }}>
            {block}
          </Typography.Paragraph>
        );
      })}
    </Typography>
  );
}
