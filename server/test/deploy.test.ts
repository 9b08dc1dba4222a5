import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Docker is not available where the tests run: these check the deployment files against the repository.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (f: string) => readFileSync(path.join(root, f), 'utf8');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
  ports?: string[];
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const s = compose.services;

  it('runs MariaDB, Redis, an S3 store, two portal instances and a proxy', () => {
    expect(Object.keys(s)).toEqual(
      expect.arrayContaining(['mariadb', 'redis', 'minio', 'bucket', 'portal-a', 'portal-b', 'proxy']),
    );
    expect(s.proxy.ports).toEqual([expect.stringMatching(/:80$/)]);
  });

  it('configures both instances alike for a cluster, secrets from .env', () => {
    const [a, b] = [s['portal-a'], s['portal-b']];
    expect(a.environment).toEqual(b.environment);
    expect(a.build).toBe('.');
    const env = a.environment ?? {};
    expect(env.DATABASE_URL).toMatch(/^mysql:\/\/portal:.*@mariadb:3306\/portal$/);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.STORAGE_URL).toMatch(/^s3:\/\/portal-files\//);
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    // Required: compose refuses to start without them, as the portal would.
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.CODE_PEPPER).toMatch(/^\$\{CODE_PEPPER:\?/);
    expect(s.bucket.environment).toBeDefined();
  });

  it('proxies to both instances round robin, with the Caddyfile it mounts', () => {
    const mount = (s.proxy.volumes ?? []).find((v) => v.includes('Caddyfile')) ?? '';
    const file = mount.split(':')[0];
    expect(existsSync(path.join(root, file))).toBe(true);
    const caddy = read(file);
    expect(caddy).toMatch(/reverse_proxy portal-a:3000 portal-b:3000/);
    expect(caddy).toMatch(/lb_policy round_robin/);
    expect(caddy).toMatch(/health_uri \/api\/ready/);
  });
});

describe('Dockerfile', () => {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = lines.filter((l) => l.startsWith('FROM ')).map((l) => /\bAS (\S+)$/i.exec(l)?.[1]);
  const copies = lines.filter((l) => l.startsWith('COPY '));

  it('builds in stages and runs the last one as a non-root user with production dependencies only', () => {
    expect(stages).toEqual(['build', 'deps', 'runtime']);
    const runtime = lines.slice(lines.findIndex((l) => l.includes('AS runtime')));
    expect(runtime).toContain('USER node');
    expect(lines.some((l) => /npm ci --omit=dev --workspace=@portal\/server/.test(l))).toBe(true);
    expect(runtime.at(-1)).toBe('CMD ["node", "server/dist/main.js"]');
  });

  it('copies only what exists: repository paths, earlier stages, and what the build produces', () => {
    const builds: Record<string, string> = {
      'server/dist': JSON.parse(read('server/package.json')).scripts.build,
      'web/dist': JSON.parse(read('web/package.json')).scripts.build,
      // The sign-in page's renderer for the server (web/vite.ssr.config.ts), built by the same script.
      'web/dist-ssr': JSON.parse(read('web/package.json')).scripts.build,
    };
    for (const copy of copies) {
      const parts = copy.split(/\s+/).slice(1);
      const from = parts.find((p) => p.startsWith('--from='))?.slice(7);
      const [src] = parts.filter((p) => !p.startsWith('--'));
      if (!from) {
        expect(existsSync(path.join(root, src)), copy).toBe(true);
        continue;
      }
      expect(stages, copy).toContain(from);
      const rel = src.replace(/^\/app\/?/, '');
      if (rel in builds) expect(builds[rel], copy).toMatch(/tsup|vite build/);
      else if (src.startsWith('/app/') && rel) expect(existsSync(path.join(root, rel)), copy).toBe(true);
    }
    // The server bundle finds the web app and the reference data where the image puts them.
    expect(read('server/src/plugins/web.ts')).toContain("'../../web/dist'");
    expect(existsSync(path.join(root, 'resources/codes'))).toBe(true);
    expect(read('.dockerignore')).toMatch(/node_modules/);
  });
});
