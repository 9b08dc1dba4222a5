import { Typography } from 'antd';
import { legalBlocks } from './legalBlocks';

/**
 * Legal texts are shown as text, never as HTML, so nothing an editor types can run in the reader's browser.
 * The page title is the h1/h2 above, so "# " starts at h3.
 */
export function LegalText({ content }: { content: string }) {
  return (
    <Typography>
      {legalBlocks(content).map((block, i) => {
        const key = `${i}-${block.kind}`;
        if (block.kind === 'heading')
          return (
            <Typography.Title key={key} level={Math.min(block.level + 2, 5) as 3 | 4 | 5}>
              {block.text}
            </Typography.Title>
          );
        if (block.kind === 'list')
          return (
            <ul key={key}>
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items are static text and may repeat
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        return (
          <Typography.Paragraph key={key} style={{ whiteSpace: 'pre-line' }}>
            {block.text}
          </Typography.Paragraph>
        );
      })}
    </Typography>
  );
}
