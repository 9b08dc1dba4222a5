import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appIcons, iconDir } from './appIcons.js';

const require = createRequire(import.meta.url);
const config = require('../../scripts/builder-config.cjs');
const mainDir = path.resolve(import.meta.dirname, '../../dist');
const section = { win32: config.win, darwin: config.mac, linux: config.linux } as const;

describe('the window and tray icons', () => {
  it('are found in the repository when run from a build and in the resources when packaged', () => {
    expect(iconDir(false, '/opt/app/resources', mainDir)).toBe(
      path.resolve(import.meta.dirname, '../../../resources/icons'),
    );
    expect(iconDir(true, '/opt/app/resources', mainDir)).toBe(path.join('/opt/app/resources', 'icons'));
  });

  for (const platform of ['win32', 'darwin', 'linux'] as const)
    it(`exist for ${platform} and are packed into its resources/icons`, () => {
      const icons = appIcons(platform, iconDir(false, '', mainDir));
      // PNG trays come with the 2x image for scaled displays.
      const tray = icons.tray.endsWith('.png')
        ? [icons.tray, icons.tray.replace(/\.png$/, '@2x.png')]
        : [icons.tray];
      // The macOS window icon comes from the bundle's .icns: the PNG only serves a development run.
      const files = platform === 'darwin' ? tray : [icons.window, ...tray];
      for (const file of [icons.window, ...files]) expect(existsSync(file)).toBe(true);
      const packed = section[platform].extraResources.find((e: { to: string }) => e.to === 'icons');
      expect(packed.filter).toEqual(expect.arrayContaining(files.map((f) => path.basename(f))));
    });
});
