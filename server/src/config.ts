import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** `sqlite:<file>` or `mysql://user:pass@host:port/db`. */
  databaseUrl: string;
  filesDir: string;
  jwtSecret: string;
  codePepper: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Overrides the SMTP settings of the site (tests point it at a local SMTP server). */
  smtpUrl?: string;
  webDist?: string;
  logLevel: string;
  rateLimits: boolean;
  /** How often idle job workers look for due jobs, in ms (enqueueing wakes them at once). */
  jobPollMs: number;
  publicUrl: string;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): false (none, the default), true (any),
   * a hop count, or a list of addresses and CIDR ranges. Only trust what sits in front of the portal.
   */
  trustProxy: boolean | number | string[];
  /** Most bytes one upload request may carry, and one customer may upload per day. */
  uploadRequestMb: number;
  uploadDailyMb: number;
  /** A MaxMind-format city or country database; sign-ins are placed with it when set. */
  geoipDb?: string;
  /** Payment providers' keys and API base URLs (tests point the base URLs at local servers). */
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: string };
  paypal: { clientId?: string; clientSecret?: string; webhookId?: string; apiBase: string };
  coinbase: { apiKey?: string; webhookSecret?: string; apiBase: string };
  square: {
    accessToken?: string;
    locationId?: string;
    webhookSignatureKey?: string;
    webhookUrl?: string;
    apiBase: string;
  };
  payfast: { merchantId?: string; merchantKey?: string; passphrase?: string; baseUrl: string };
  klarna: { username?: string; password?: string; apiBase: string };
}

function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const v = (name: string) => env[name] || undefined;
  return {
    stripe: {
      secretKey: v('STRIPE_SECRET_KEY'),
      webhookSecret: v('STRIPE_WEBHOOK_SECRET'),
      apiBase: v('STRIPE_API_BASE'),
    },
    paypal: {
      clientId: v('PAYPAL_CLIENT_ID'),
      clientSecret: v('PAYPAL_CLIENT_SECRET'),
      webhookId: v('PAYPAL_WEBHOOK_ID'),
      apiBase: v('PAYPAL_API_BASE') ?? 'https://api-m.paypal.com',
    },
    coinbase: {
      apiKey: v('COINBASE_API_KEY'),
      webhookSecret: v('COINBASE_WEBHOOK_SECRET'),
      apiBase: v('COINBASE_API_BASE') ?? 'https://api.commerce.coinbase.com',
    },
    square: {
      accessToken: v('SQUARE_ACCESS_TOKEN'),
      locationId: v('SQUARE_LOCATION_ID'),
      webhookSignatureKey: v('SQUARE_WEBHOOK_SIGNATURE_KEY'),
      webhookUrl: v('SQUARE_WEBHOOK_URL'),
      apiBase: v('SQUARE_API_BASE') ?? 'https://connect.squareup.com',
    },
    payfast: {
      merchantId: v('PAYFAST_MERCHANT_ID'),
      merchantKey: v('PAYFAST_MERCHANT_KEY'),
      passphrase: v('PAYFAST_PASSPHRASE'),
      baseUrl: v('PAYFAST_BASE_URL') ?? 'https://www.payfast.co.za',
    },
    klarna: {
      username: v('KLARNA_USERNAME'),
      password: v('KLARNA_PASSWORD'),
      apiBase: v('KLARNA_API_BASE') ?? 'https://api.klarna.com',
    },
  };
}

class ConfigError extends Error {}

function trustProxy(env: NodeJS.ProcessEnv): boolean | number | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((s) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s)))
    throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or addresses, got "${raw}"`);
  return list;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** Secrets are generated once and kept in the data folder so restarts keep sessions valid. */
function loadSecrets(dataDir: string): { jwtSecret: string; codePepper: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string; codePepper?: string };
    if (parsed.jwtSecret && parsed.codePepper)
      return { jwtSecret: parsed.jwtSecret, codePepper: parsed.codePepper };
  }
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    codePepper: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // npm runs workspace scripts inside server/; INIT_CWD is where the person typed the command.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, overrides.dataDir ?? env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl =
    overrides.databaseUrl ?? env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'portal.sqlite')}`;
  if (!/^(sqlite:|mysql:\/\/|mariadb:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with sqlite: or mysql://, got "${databaseUrl}"`);
  }
  const adminEmail = env.PORTAL_ADMIN_EMAIL || undefined;
  const adminPassword = env.PORTAL_ADMIN_PASSWORD || undefined;
  if (adminPassword && adminPassword.length < 8)
    throw new ConfigError('PORTAL_ADMIN_PASSWORD must have 8 characters or more');
  const secrets = env.JWT_SECRET
    ? { jwtSecret: env.JWT_SECRET, codePepper: env.CODE_PEPPER ?? env.JWT_SECRET }
    : loadSecrets(dataDir);
  const port = int(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '0.0.0.0';
  return {
    host,
    port,
    dataDir,
    databaseUrl,
    filesDir: path.resolve(dataDir, env.FILES_DIR ?? 'files'),
    ...secrets,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL', 900, 5, 86400),
    refreshTokenTtlDays: int(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    adminEmail,
    adminPassword,
    // Demo data belongs to the embedded default; a MySQL production database starts clean.
    seedDemo: bool(env, 'SEED_DEMO', databaseUrl.startsWith('sqlite:')),
    smtpUrl: env.SMTP_URL || undefined,
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: bool(env, 'RATE_LIMITS', true),
    jobPollMs: int(env, 'JOB_POLL_MS', 1000, 10, 60_000),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: trustProxy(env),
    uploadRequestMb: int(env, 'UPLOAD_REQUEST_MB', 256, 1, 100_000),
    uploadDailyMb: int(env, 'UPLOAD_DAILY_MB', 2048, 1, 1_000_000),
    geoipDb: env.GEOIP_DB || undefined,
    payments: paymentsConfig(env),
    ...overrides,
  };
}

export { ConfigError };
