import { describe, expect, it } from 'vitest';
import { legalBlocks } from './legalBlocks';

describe('legalBlocks', () => {
  it('reads a heading followed by its paragraph on the next line', () => {
    const text =
      '# Privacy policy\n\n## What we keep\nYour account details,\nyour orders.\n\n## Why\nTo deliver.\n';
    expect(legalBlocks(text)).toEqual([
      { kind: 'heading', level: 1, text: 'Privacy policy' },
      { kind: 'heading', level: 2, text: 'What we keep' },
      { kind: 'paragraph', text: 'Your account details,\nyour orders.' },
      { kind: 'heading', level: 2, text: 'Why' },
      { kind: 'paragraph', text: 'To deliver.' },
    ]);
  });

  it('still reads headings alone in their block, lists and Windows line ends', () => {
    const text = '## Rights\r\n\r\nYou may:\r\n- see your data\r\n* delete it\r\n\r\nAsk us.';
    expect(legalBlocks(text)).toEqual([
      { kind: 'heading', level: 2, text: 'Rights' },
      { kind: 'paragraph', text: 'You may:' },
      { kind: 'list', items: ['see your data', 'delete it'] },
      { kind: 'paragraph', text: 'Ask us.' },
    ]);
  });

  it('keeps a hash that is not a heading as text', () => {
    expect(legalBlocks('#hashtag\nLearn C#')).toEqual([{ kind: 'paragraph', text: '#hashtag\nLearn C#' }]);
  });

  it('starts a new paragraph after a blank line or a list', () => {
    expect(legalBlocks('a\n\nb\n- x\nc')).toEqual([
      { kind: 'paragraph', text: 'a' },
      { kind: 'paragraph', text: 'b' },
      { kind: 'list', items: ['x'] },
      { kind: 'paragraph', text: 'c' },
    ]);
  });
});
