/**
 * Lighthouse 12.2.3 (pinned: later ones need Node 22) performance and accessibility of /login and of the
 * customer's order form, against Debian's Chromium and the built server with demo data.
 * Run from the repository root after `npx turbo run build`:
 *   npx tsx bench/web/lighthouse.ts          (PRESETS=mobile,desktop BENCH_PORT=4200 to change the defaults)
 * REPORTS=<folder> keeps each run's whole report there (JSON), to read its other audits.
 *
 * Lighthouse is fetched by npx on first use, so the packages the tests install stay as they are. It attaches
 * to a Chromium that Playwright starts with a debugging port: there the customer's session is put in
 * localStorage first (the web app keeps its tokens there), on an API address so no page asset is cached.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { type BrowserStorage, CHROMIUM, CHROMIUM_FLAGS, PAGES, startPortal } from './server.js';

const PORT = Number(process.env.BENCH_PORT ?? 4200);
const CDP_PORT = PORT + 5;
const PRESETS = (process.env.PRESETS ?? 'mobile,desktop').split(',');
const REPORTS = process.env.REPORTS;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: { node?: { snippet?: string } }[] };
}
interface Report {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

// Asynchronous on purpose: Playwright must keep answering the browser while Lighthouse opens its tab.
function lighthouse(url: string, preset: string): Promise<Report> {
  const args = [
    '--yes',
    'lighthouse@12.2.3',
    url,
    `--port=${CDP_PORT}`,
    '--disable-storage-reset',
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const child = spawn('npx', args, { env: { ...process.env, CHROME_PATH: CHROMIUM } });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Report) : reject(new Error(`lighthouse failed: ${err}`)),
    ),
  );
}

const portal = await startPortal(PORT);
const rows: string[] = [];
const failures: string[] = [];
try {
  for (const preset of PRESETS) {
    for (const page of PAGES) {
      const profile = mkdtempSync(path.join(tmpdir(), 'portal-bench-lh-'));
      const browser = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${CDP_PORT}`],
      });
      try {
        if (page.signedIn) {
          const tokens = await portal.customerTokens();
          const tab = await browser.newPage();
          await tab.goto(`${portal.base}/api/auth/get_site_data`);
          await tab.evaluate((t) => {
            for (const [k, v] of Object.entries(t))
              (globalThis as unknown as BrowserStorage).localStorage.setItem(k, v);
          }, tokens);
          await tab.close();
        }
        const report = await lighthouse(portal.base + page.path, preset);
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          const name = `${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${preset}.json`;
          writeFileSync(path.join(REPORTS, name), JSON.stringify(report));
        }
        const a = report.audits;
        const ms = (id: string) => Math.round(a[id]?.numericValue ?? Number.NaN);
        rows.push(
          `| ${page.name} | ${preset} | ${Math.round(report.categories.performance.score * 100)} | ${Math.round(
            report.categories.accessibility.score * 100,
          )} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} |`,
        );
        for (const ref of report.categories.accessibility.auditRefs) {
          const audit = a[ref.id];
          if (audit.scoreDisplayMode === 'binary' && audit.score === 0)
            failures.push(
              `${page.name} (${preset}): ${audit.id} - ${audit.title}`,
              ...(audit.details?.items ?? []).slice(0, 4).map((i) => `    ${i.node?.snippet ?? ''}`),
            );
        }
      } finally {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  }
} finally {
  portal.stop();
}
console.log('| page | preset | performance | accessibility | FCP ms | LCP ms | TBT ms |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(r);
console.log(
  failures.length ? `accessibility failures:\n  ${failures.join('\n  ')}` : 'no accessibility failures',
);
