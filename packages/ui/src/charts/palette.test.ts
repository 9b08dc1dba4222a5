import { describe, expect, it } from 'vitest';
import { chartPalette, rowColors, seriesColors, toneColor } from './palette.js';

const tokens = {
  colorPrimary: '#c62828',
  colorSuccess: '#52c41a',
  colorWarning: '#faad14',
  colorError: '#c62828',
  colorInfo: '#1677ff',
  colorTextSecondary: '#999999',
};

describe('chart colours', () => {
  it('start with the theme primary and never repeat a colour', () => {
    const p = chartPalette(tokens);
    expect(p[0]).toBe('#c62828');
    expect(new Set(p).size).toBe(p.length);
  });

  it('keep a series colour that is given and cycle the palette for the rest', () => {
    expect(seriesColors([{ color: '#000' }, {}, {}], ['#a', '#b'])).toEqual(['#000', '#b', '#a']);
  });
});

describe('colours by meaning', () => {
  it('take a tone from the theme and keep a slice its tone whatever other slices there are', () => {
    const p = chartPalette(tokens);
    expect(toneColor('success', tokens)).toBe('#52c41a');
    expect(toneColor('secondary', tokens)).toBe('#999999');
    expect(toneColor('#123456', tokens)).toBe('#123456');
    const alone = rowColors([{ s: 'Completed', tone: 'success' }], 'tone', p, tokens);
    const withOthers = rowColors(
      [
        { s: 'Cancelled', tone: 'secondary' },
        { s: 'Paid', tone: 'cyan' },
        { s: 'Completed', tone: 'success' },
      ],
      'tone',
      p,
      tokens,
    );
    expect(alone).toEqual(['#52c41a']);
    expect(withOthers).toEqual(['#999999', '#13c2c2', '#52c41a']);
  });
});
