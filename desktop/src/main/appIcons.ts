import path from 'node:path';

/**
 * Where the window and tray images are: in the packaged app's resources (electron-builder's
 * extraResources put them there), or in the repository's resources/icons for a run from a build
 * (`mainDir` is desktop/dist).
 */
export function iconDir(packaged: boolean, resourcesPath: string, mainDir: string): string {
  return packaged ? path.join(resourcesPath, 'icons') : path.resolve(mainDir, '../../resources/icons');
}

/**
 * The window's and the tray's image on each platform. Windows draws both best from an .ico, which holds
 * a size for each display scaling; Linux takes PNGs (the @2x beside tray.png is picked on scaled
 * displays); macOS's menu bar takes a template image (black and clear, tinted by the system) and its
 * window icon comes from the app bundle, so the PNG there only serves a development run.
 */
export function appIcons(platform: NodeJS.Platform, dir: string): { window: string; tray: string } {
  if (platform === 'win32') return { window: path.join(dir, 'icon.ico'), tray: path.join(dir, 'tray.ico') };
  if (platform === 'darwin')
    return { window: path.join(dir, 'icon.png'), tray: path.join(dir, 'trayTemplate.png') };
  return { window: path.join(dir, 'icon.png'), tray: path.join(dir, 'tray.png') };
}
