// The packaging configuration: electron-builder.yml at the repository root plus what only the release
// machine knows (the update feed and whether it can notarize), so a build without them still works.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

const config = yaml.load(readFileSync(path.join(__dirname, '../../electron-builder.yml'), 'utf8'));

// The file's paths are relative to desktop/; made absolute they hold whatever the project directory
// (the packaging test packs a stand-in project from elsewhere).
const desktopDir = path.resolve(__dirname, '..');
const fromDesktop = (p) => (p ? path.resolve(desktopDir, p) : p);
config.directories.buildResources = fromDesktop(config.directories.buildResources);
config.icon = fromDesktop(config.icon);
for (const platform of [config.win, config.mac, config.linux]) {
  platform.icon = fromDesktop(platform.icon);
  for (const extra of platform.extraResources ?? []) extra.from = fromDesktop(extra.from);
}
config.mac.entitlements = fromDesktop(config.mac.entitlements);
config.mac.entitlementsInherit = fromDesktop(config.mac.entitlementsInherit);
const env = process.env;
if (env.PORTAL_UPDATE_URL) {
  config.publish = [{ provider: 'generic', url: env.PORTAL_UPDATE_URL, channel: 'latest' }];
}
config.mac.notarize = Boolean(
  (env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID) ||
    (env.APPLE_API_KEY && env.APPLE_API_KEY_ID && env.APPLE_API_ISSUER),
);

module.exports = config;
