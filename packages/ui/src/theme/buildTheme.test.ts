import { describe, expect, it } from 'vitest';
import { buildTheme, isDarkColor, resolveThemeName } from './buildTheme';

describe('resolveThemeName', () => {
  it('falls back to the site default for default or no choice', () => {
    expect(resolveThemeName('default', 'red')).toBe('red');
    expect(resolveThemeName(null, 'custom')).toBe('custom');
    expect(resolveThemeName(undefined, undefined)).toBe('dark');
  });

  it('keeps red and custom and turns anything else into dark', () => {
    expect(resolveThemeName('red', 'dark')).toBe('red');
    expect(resolveThemeName('custom', 'dark')).toBe('custom');
    expect(resolveThemeName('blue', 'red')).toBe('dark');
    expect(resolveThemeName('dark', 'red')).toBe('dark');
  });
});

describe('buildTheme', () => {
  it('uses the site colours for custom', () => {
    const t = buildTheme('custom', {
      header_bar_color: '#112233',
      left_bar_color: '#445566',
      body_bg_color: '#fafafa',
    });
    expect(t.shell.headerBg).toBe('#112233');
    expect(t.shell.siderBg).toBe('#445566');
    expect(t.isDark).toBe(false);
    expect(t.config.components?.Layout?.bodyBg).toBe('#fafafa');
  });

  it('picks the dark algorithm for a dark custom body', () => {
    expect(buildTheme('custom', { body_bg_color: '#101010' }).isDark).toBe(true);
    expect(isDarkColor('#fff')).toBe(false);
    expect(isDarkColor('#000')).toBe(true);
  });
});
