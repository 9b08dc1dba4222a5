/**
 * Packaging of the staff desktop app (desktop/). Run on a release machine that can download Electron:
 *   npm run dist -w @portal/desktop
 *
 * Environment at build time:
 * - PORTAL_UPDATE_URL: the update feed, a plain folder of files on any web server (electron-updater's
 *   generic provider). Without it the app is built without a feed and never checks for updates.
 * - Windows signing: CSC_LINK (the .pfx file or its base64) and CSC_KEY_PASSWORD (or WIN_CSC_LINK /
 *   WIN_CSC_KEY_PASSWORD when macOS is signed in the same run).
 * - macOS signing: CSC_LINK / CSC_KEY_PASSWORD with the "Developer ID Application" certificate; notarizing
 *   when APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID are set (or APPLE_API_KEY, APPLE_API_KEY_ID,
 *   APPLE_API_ISSUER). The hardened runtime's entitlements are in resources/entitlements.mac.plist.
 */
// Release-machine settings, read here only (electron-builder itself reads the signing ones).
const env = { ...process.env };
const feed = env.PORTAL_UPDATE_URL;
const notarize = Boolean(
  (env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID) ||
    (env.APPLE_API_KEY && env.APPLE_API_KEY_ID && env.APPLE_API_ISSUER),
);
// electron-builder's own placeholders in artifact names, filled in by it (not JavaScript templates).
const macro = (name) => `$${'{'}${name}}`;

/** @type {import('electron-builder').Configuration} */
module.exports = {
  appId: 'com.tuningportal.staff',
  productName: 'Tuning Portal Staff',
  // The program's file name on Windows and Linux (the package's scoped name would make '@portaldesktop').
  executableName: 'tuning-portal-staff',
  copyright: 'Copyright © Tuning Portal',
  // Electron is hoisted to the repository root, where electron-builder does not look: the version the
  // app is built and tested with is named here (a test checks it matches the installed one).
  electronVersion: '43.8.12',
  directories: {
    // Paths are relative to desktop/, the project directory of the build (see the `dist` script).
    output: 'release',
    buildResources: '../resources/icons',
  },
  files: ['dist/**/*', 'package.json', '!dist/**/*.map'],
  asar: true,
  npmRebuild: false,
  icon: '../resources/icons/icon.png',
  protocols: [{ name: 'Tuning Portal', schemes: ['portal'] }],
  publish: feed ? [{ provider: 'generic', url: feed, channel: 'latest' }] : null,
  win: {
    target: [{ target: 'nsis', arch: ['x64'] }],
    artifactName: `${macro('productName')}-Setup-${macro('version')}.${macro('ext')}`,
  },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: true,
  },
  mac: {
    category: 'public.app-category.productivity',
    target: [
      { target: 'dmg', arch: ['x64', 'arm64'] },
      // electron-updater on macOS updates from the zip, not the DMG.
      { target: 'zip', arch: ['x64', 'arm64'] },
    ],
    hardenedRuntime: true,
    gatekeeperAssess: false,
    entitlements: '../resources/entitlements.mac.plist',
    entitlementsInherit: '../resources/entitlements.mac.plist',
    notarize,
  },
  dmg: { artifactName: `${macro('productName')}-${macro('version')}-${macro('arch')}.${macro('ext')}` },
  linux: {
    category: 'Office',
    target: ['AppImage', 'deb'],
    maintainer: 'Tuning Portal <support@example.com>',
    artifactName: `${macro('productName')}-${macro('version')}-${macro('arch')}.${macro('ext')}`,
  },
};
