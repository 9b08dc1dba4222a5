// Packs the built app (desktop/dist) with electron-builder and the repository's configuration. Packaging
// needs the Electron release for each target, which electron-builder downloads; when that cannot be had
// (no network, a blocked github.com) the run ends with one line saying so and what to do, not a stack trace.
// Arguments: --win, --mac, --linux (optionally followed by targets, e.g. `--linux dir`) and --projectDir.
const { existsSync, readdirSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { build } = require('electron-builder');
const config = require('./builder-config.cjs');

const NETWORK =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|getaddrinfo|socket hang up|HTTPError|status code (403|404|5\d\d)/i;

function parseArgs(argv) {
  const options = { projectDir: path.resolve(__dirname, '..') };
  let platform = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--projectDir') options.projectDir = path.resolve(argv[++i]);
    else if (arg === '--win' || arg === '--mac' || arg === '--linux') {
      platform = arg.slice(2);
      options[platform] = [];
    } else if (platform && !arg.startsWith('-')) options[platform].push(arg);
    else throw new Error(`Unknown argument: ${arg}`);
  }
  return options;
}

/** Where electron-builder keeps the Electron releases it unpacked (its own cache, as it computes it). */
function builderCache() {
  const env = process.env.ELECTRON_BUILDER_CACHE?.trim();
  if (env) return env;
  if (process.platform === 'darwin') return path.join(os.homedir(), 'Library/Caches/electron-builder');
  if (process.platform === 'win32')
    return path.join(process.env.LOCALAPPDATA || os.tmpdir(), 'electron-builder', 'Cache');
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'electron-builder');
}

/** Whether an unpacked Electron of this version is at hand (given in the config or in the cache). */
function electronAtHand(version) {
  if (config.electronDist) return true;
  const dir = path.join(builderCache(), `electron-v${version}`);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  try {
    await build({
      ...options,
      config,
      publish: process.env.PORTAL_PUBLISH === 'always' ? 'always' : 'never',
    });
  } catch (err) {
    const text = `${err?.code ?? ''} ${err?.message ?? err}`;
    const version = config.electronVersion;
    if (NETWORK.test(text) && !electronAtHand(version)) {
      const cause = (err?.message ?? String(err)).split('\n')[0];
      console.error(
        [
          '',
          `Packaging stopped: the Electron ${version} release could not be downloaded (${cause}).`,
          'The app itself is built (desktop/dist); only the Electron binary that goes into the installers is missing.',
          'Run `npm run dist -w @portal/desktop` on a machine that can reach github.com, or point ELECTRON_MIRROR',
          `at a mirror of the Electron releases, or put electron-v${version}-<platform>-<arch>.zip into the`,
          `Electron download cache (ELECTRON_CACHE, by default ${path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'electron')} on Linux).`,
          '',
        ].join('\n'),
      );
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  }
}

void main();
