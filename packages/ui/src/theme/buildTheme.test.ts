import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildTheme, isDarkColor, linkShade, resolveThemeName } from './buildTheme';
import { contrastRatio, readableOn } from './contrast';

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

describe('link colours', () => {
  // What a link is painted in: the shade antd's algorithm derives from the configured seed.
  const shownLink = (t: ReturnType<typeof buildTheme>) =>
    (t.isDark ? theme.darkAlgorithm : theme.defaultAlgorithm)({
      ...theme.defaultSeed,
      ...(t.config.token as object),
    }).colorLink;

  it('lighten the default brand colour until links read on the dark theme (WCAG AA)', () => {
    const t = buildTheme('dark', null, '#d4380d');
    expect(
      contrastRatio(theme.darkAlgorithm({ ...theme.defaultSeed, colorLink: '#d4380d' }).colorLink, '#141414'),
    ).toBeLessThan(4.5);
    expect(contrastRatio(shownLink(t), '#141414')).toBeGreaterThanOrEqual(4.5);
  });

  it('keep a colour that already reads well', () => {
    expect(readableOn('#c62828', '#ffffff')).toBe('#c62828');
  });

  it('adjust the custom accent to the cards it is read on', () => {
    const t = buildTheme('custom', { order_upload_btn_bg_color: '#1677ff', body_bg_color: '#101010' });
    expect(contrastRatio(shownLink(t), '#1f1f1f')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shownLink(buildTheme('red')), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('linkShade', () => {
  it("is the link colour antd's algorithms derive from the seed", () => {
    for (const seed of [
      '#1677ff',
      '#d4380d',
      '#c62828',
      '#52c41a',
      '#000000',
      '#ffffff',
      '#722ed1',
      '#faad14',
    ]) {
      const seedToken = { ...theme.defaultSeed, colorLink: seed };
      expect(linkShade(seed, true)).toBe(theme.darkAlgorithm(seedToken).colorLink);
      expect(linkShade(seed, false)).toBe(theme.defaultAlgorithm(seedToken).colorLink);
    }
  });
});
