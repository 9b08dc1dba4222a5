/**
 * electron-builder's own run, in directory mode, with the repository's configuration, against a stand-in
 * Electron distribution (the real binary cannot be downloaded here): what ends up in the packaged app and
 * its update metadata, with and without an update feed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const configFile = path.join(root, 'desktop/scripts/builder-config.cjs');
const work = mkdtempSync(path.join(tmpdir(), 'portal-pack-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The app as built (package.json and dist/), without the source maps it must leave out. */
function standInProject(): string {
  const dir = path.join(work, 'project');
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(here, '../package.json'), 'utf8'));
  // Production dependencies are collected from node_modules by electron-builder; the stand-in has none.
  const { dependencies: _d, devDependencies: _dd, ...rest } = pkg;
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(rest));
  writeFileSync(path.join(dir, 'dist/main.js'), "import './preload.cjs';\n");
  writeFileSync(path.join(dir, 'dist/main.js.map'), '{}');
  writeFileSync(path.join(dir, 'dist/preload.cjs'), '"use strict";\n');
  mkdirSync(path.join(dir, 'dist/renderer'));
  writeFileSync(path.join(dir, 'dist/renderer/index.html'), '<!doctype html>');
  return dir;
}

/** What `electron-builder` copies from an unpacked Electron: the binary and its resources folder. */
function standInElectron(): string {
  const dir = path.join(work, 'electron');
  mkdirSync(path.join(dir, 'resources'), { recursive: true });
  writeFileSync(path.join(dir, 'electron'), '#!/bin/sh\n');
  chmodSync(path.join(dir, 'electron'), 0o755);
  writeFileSync(path.join(dir, 'LICENSE'), '');
  writeFileSync(path.join(dir, 'version'), '43.8.12');
  return dir;
}

const project = standInProject();
const electron = standInElectron();

/**
 * Runs electron-builder in a child process (it reads the environment when the config loads). After packing,
 * electron-builder's own icon resolution (what its deb and AppImage targets install into the icon theme,
 * and its checks of the Windows and macOS icon files) is written to icons.json in `out`.
 */
function pack(out: string, env: Record<string, string | undefined>) {
  const script = `
    const { writeFileSync } = require('node:fs');
    const { build, Platform } = require(${JSON.stringify(require.resolve('electron-builder'))});
    const { LinuxTargetHelper } = require(${JSON.stringify(require.resolve('app-builder-lib/out/targets/LinuxTargetHelper'))});
    const config = require(${JSON.stringify(configFile)});
    build({
      projectDir: ${JSON.stringify(project)},
      targets: Platform.LINUX.createTarget('dir'),
      publish: 'never',
      config: {
        ...config,
        electronDist: ${JSON.stringify(electron)},
        directories: { ...config.directories, output: ${JSON.stringify(out)} },
        afterPack: async ({ packager }) => {
          const icons = {
            linux: await new LinuxTargetHelper(packager).icons,
            win: await packager.resolveIcon([config.win.icon], [], 'ico'),
            mac: await packager.resolveIcon([config.mac.icon], [], 'icns'),
          };
          writeFileSync(${JSON.stringify(path.join(out, 'icons.json'))}, JSON.stringify(icons));
        },
      },
    }).catch((e) => { console.error(e); process.exit(1); });`;
  execFileSync(process.execPath, ['-e', script], {
    env: { ...process.env, ...env },
    stdio: 'pipe',
    timeout: 120_000,
  });
  return path.join(out, 'linux-unpacked');
}

/** One pack without an update feed, shared by the tests that look at it. */
let withoutFeed: { out: string; app: string } | null = null;
function packedWithoutFeed() {
  const out = path.join(work, 'no-feed');
  withoutFeed ??= { out, app: pack(out, { PORTAL_UPDATE_URL: undefined }) };
  return withoutFeed;
}

describe('packaging', () => {
  it('names an exact Electron version, the one installed', () => {
    const config = require(configFile);
    expect(config.electronVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(config.electronVersion).toBe(require('electron/package.json').version);
    expect(existsSync(path.join(root, 'resources/entitlements.mac.plist'))).toBe(true);
  });

  it('packs the built app without source maps and writes the update feed it was given', () => {
    const app = pack(path.join(work, 'with-feed'), {
      PORTAL_UPDATE_URL: 'https://updates.example.com/staff',
    });
    expect(existsSync(path.join(app, 'tuning-portal-staff'))).toBe(true);
    const asar = require('@electron/asar') as { listPackage(p: string): string[] };
    const files = asar.listPackage(path.join(app, 'resources/app.asar')).map((f) => f.replaceAll('\\', '/'));
    expect(files).toEqual(
      expect.arrayContaining([
        '/package.json',
        '/dist/main.js',
        '/dist/preload.cjs',
        '/dist/renderer/index.html',
      ]),
    );
    expect(files.filter((f) => f.endsWith('.map') || f.startsWith('/src'))).toEqual([]);
    const feed = readFileSync(path.join(app, 'resources/app-update.yml'), 'utf8');
    expect(feed).toContain('provider: generic');
    expect(feed).toContain('url: https://updates.example.com/staff');
  }, 150_000);

  it('packs the window and tray icons beside the app and takes the icon files as they are', () => {
    const { out, app } = packedWithoutFeed();
    // What the main process loads on Linux (src/main/appIcons.ts), byte for byte the committed files.
    for (const name of ['icon.png', 'tray.png', 'tray@2x.png'])
      expect(readFileSync(path.join(app, 'resources/icons', name))).toEqual(
        readFileSync(path.join(root, 'resources/icons', name)),
      );
    const icons = JSON.parse(readFileSync(path.join(out, 'icons.json'), 'utf8'));
    // The Linux packages get every size of the set, not one image scaled by the desktop.
    expect(icons.linux.map((i: { size: number }) => i.size)).toEqual([
      16, 24, 32, 48, 64, 128, 256, 512, 1024,
    ]);
    for (const icon of icons.linux)
      expect(icon.file).toBe(path.join(root, `resources/icons/png/${icon.size}x${icon.size}.png`));
    // The .ico and .icns are used as they are (no conversion, which would go through a single size).
    expect(icons.win).toEqual([{ file: path.join(root, 'resources/icons/icon.ico'), size: 256 }]);
    expect(icons.mac).toEqual([{ file: path.join(root, 'resources/icons/icon.icns'), size: 0 }]);
  }, 150_000);

  it('says in one message that only the Electron download is missing when it cannot be had', () => {
    const cache = mkdtempSync(path.join(work, 'cache-'));
    const run = spawnSync(
      process.execPath,
      [path.join(here, '../scripts/dist.cjs'), '--projectDir', project, '--linux', 'dir'],
      {
        // A mirror that refuses every connection, and caches with nothing in them.
        env: {
          ...process.env,
          ELECTRON_MIRROR: 'http://127.0.0.1:9/',
          ELECTRON_BUILDER_CACHE: cache,
          ELECTRON_CACHE: cache,
          XDG_CACHE_HOME: cache,
        },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Packaging stopped: the Electron 43.8.12 release could not be downloaded');
    expect(run.stderr).toContain('ELECTRON_MIRROR');
    // No stack trace: the one message is all.
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 150_000);

  it('builds without a feed too, and then the app has no update metadata', () => {
    const { app } = packedWithoutFeed();
    expect(existsSync(path.join(app, 'resources/app.asar'))).toBe(true);
    expect(existsSync(path.join(app, 'resources/app-update.yml'))).toBe(false);
  }, 150_000);
});
