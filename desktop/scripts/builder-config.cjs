// The packaging configuration: electron-builder.yml at the repository root plus what only the release
// machine knows (the update feed and whether it can notarize), so a build without them still works.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

const config = yaml.load(readFileSync(path.join(__dirname, '../../electron-builder.yml'), 'utf8'));
const env = process.env;
if (env.PORTAL_UPDATE_URL) {
  config.publish = [{ provider: 'generic', url: env.PORTAL_UPDATE_URL, channel: 'latest' }];
}
config.mac.notarize = Boolean(
  (env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID) ||
    (env.APPLE_API_KEY && env.APPLE_API_KEY_ID && env.APPLE_API_ISSUER),
);

module.exports = config;
