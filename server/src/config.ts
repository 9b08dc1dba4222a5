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
  /** Hosts accepted as push services besides the browsers' own (PUSH_SERVICE_HOSTS; tests' stand-in). */
  pushServiceHosts: string[];
  /** Payment providers' keys and API base URLs (tests point the base URLs at local servers). */
  payments: PaymentsConfig;
  /** REDIS_URL: realtime fan-out, shared rate limits, cache invalidation and the BullMQ job queue. */
  redisUrl?: string;
  /** Prefix of every Redis key and channel, so several portals can share one Redis. */
  redisPrefix: string;
  /** Several instances share this database: secrets must come from the environment. */
  cluster: boolean;
  /** STORAGE_URL `s3://bucket/prefix`; files on the local disk (FILES_DIR) when unset. */
  storage: StorageConfig;
  /** Bearer token that opens /metrics; metrics are off without it. */
  metricsToken?: string;
  /** Whether this instance plans scheduled work (the purge, pruning); off in most tests. */
  scheduledJobs: boolean;
  /** How long a stop waits for requests and jobs to finish before it exits anyway, in ms. */
  shutdownTimeoutMs: number;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      endpoint?: string;
      region: string;
      forcePathStyle: boolean;
    };

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

/** PUSH_SERVICE_HOSTS: host names or addresses, comma-separated. */
function pushServiceHosts(env: NodeJS.ProcessEnv): string[] {
  const list = (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const bad = list.find((h) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(h));
  if (bad) throw new ConfigError(`PUSH_SERVICE_HOSTS must list host names, got "${bad}"`);
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

/** Generated secrets and the variable that sets each one instead (required when several instances run). */
export const SECRET_ENV = { jwtSecret: 'JWT_SECRET', codePepper: 'CODE_PEPPER' } as const;
type Secrets = { -readonly [K in keyof typeof SECRET_ENV]: string };

/**
 * Secrets come from the environment when set; the rest are generated once and kept in the data folder so
 * restarts keep sessions valid. Instances that share a database cannot share that folder, so in cluster
 * mode every secret must be set in the environment.
 */
function loadSecrets(env: NodeJS.ProcessEnv, dataDir: string, cluster: boolean): Secrets {
  const names = Object.keys(SECRET_ENV) as (keyof Secrets)[];
  if (cluster) {
    const missing = names.map((k) => SECRET_ENV[k]).filter((v) => !env[v]);
    if (missing.length)
      throw new ConfigError(
        `${missing.join(', ')} must be set when several instances run (REDIS_URL or CLUSTER=true): ` +
          'each instance must sign and check with the same secrets',
      );
  }
  // Before CODE_PEPPER existed, JWT_SECRET alone also served as the pepper; keep that for one instance.
  if (env.JWT_SECRET && !env.CODE_PEPPER) return { jwtSecret: env.JWT_SECRET, codePepper: env.JWT_SECRET };
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  const generated: Partial<Secrets> = { ...stored };
  let changed = false;
  for (const k of names) {
    if (generated[k]) continue;
    generated[k] = randomBytes(k === 'jwtSecret' ? 48 : 32).toString('base64url');
    changed = true;
  }
  if (changed && names.some((k) => !env[SECRET_ENV[k]]))
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  const out = {} as Secrets;
  for (const k of names) out[k] = env[SECRET_ENV[k]] || (generated[k] as string);
  return out;
}

/** STORAGE_URL=s3://bucket/prefix; endpoint, region and credentials as the AWS SDK reads them. */
function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const raw = env.STORAGE_URL;
  if (!raw) return { kind: 'local' };
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(raw);
  if (!m) throw new ConfigError(`STORAGE_URL must look like s3://bucket/prefix, got "${raw}"`);
  const endpoint = env.S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  return {
    kind: 's3',
    bucket: m[1],
    prefix: (m[2] ?? '').replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    // S3-compatible servers (MinIO, s3rver) usually answer on one host name: bucket in the path.
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', Boolean(endpoint)),
  };
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
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got "${redisUrl}"`);
  // One rule for "several instances": Redis configured, or CLUSTER=true said outright.
  const cluster = Boolean(redisUrl) || bool(env, 'CLUSTER', false);
  const secrets = loadSecrets(env, dataDir, cluster);
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
    pushServiceHosts: pushServiceHosts(env),
    payments: paymentsConfig(env),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'portal',
    cluster,
    storage: storageConfig(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    scheduledJobs: bool(env, 'SCHEDULED_JOBS', true),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 25_000, 1000, 600_000),
    ...overrides,
  };
}

export { ConfigError };
