import { describe, expect, it } from 'vitest';
import { cutText, textLength } from './text-length.js';

const EMOJI = '😀'; // two UTF-16 units, one character

describe('cutting a text to a number of characters', () => {
  it('counts an emoji as one character and never keeps half of one', () => {
    const text = `a${EMOJI.repeat(300)}`;
    const cut = cutText(text, 200);
    expect(cut).toBe(`a${EMOJI.repeat(199)}`);
    expect(textLength(cut)).toBe(200);
    // .slice(0, 200) ended in the first half of the 100th emoji.
    expect(text.slice(0, 200).endsWith('\ud83d')).toBe(true);
    // Nothing is lost on the way to UTF-8 (a lone surrogate would become U+FFFD).
    expect(Buffer.from(cut, 'utf8').toString('utf8')).toBe(cut);
  });

  it('leaves a text within the limit as it is', () => {
    expect(cutText('', 200)).toBe('');
    expect(cutText(EMOJI.repeat(200), 200)).toBe(EMOJI.repeat(200));
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcd', 3)).toBe('abc');
    expect(cutText('abc', 0)).toBe('');
  });
});
