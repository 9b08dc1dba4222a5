import { describe, expect, it } from 'vitest';
import { chartPalette, seriesColors } from './palette.js';

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
