/**
 * Largest contentful paint of /login and of the customer's order form, cold cache, on loopback in Chromium,
 * against the built server on the embedded SQLite default with demo data.
 * Run from the repository root after `npx turbo run build`:
 *   npx tsx bench/web/lcp.ts              (RUNS=7 BENCH_PORT=4200 to change the defaults)
 */
import { chromium } from '@playwright/test';
import { type BrowserStorage, CHROMIUM, CHROMIUM_FLAGS, PAGES, startPortal } from './server.js';

const PORT = Number(process.env.BENCH_PORT ?? 4200);
const RUNS = Number(process.env.RUNS ?? 5);

// Keeps the latest LCP entry where the page can read it; buffered, so entries before the script ran count.
const OBSERVE_LCP = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

const portal = await startPortal(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`| page | LCP median ms | min | max | runs |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const page of PAGES) {
    const figures: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A new context each run: empty cache and storage, as on a first visit.
      const context = await browser.newContext();
      if (page.signedIn) {
        const tokens = await portal.customerTokens();
        await context.addInitScript((t) => {
          for (const [k, v] of Object.entries(t))
            (globalThis as unknown as BrowserStorage).localStorage.setItem(k, v);
        }, tokens);
      }
      await context.addInitScript(OBSERVE_LCP);
      const tab = await context.newPage();
      await tab.goto(portal.base + page.path, { waitUntil: 'load' });
      // The page keeps a live connection open, so "network idle" says little: wait for the first LCP
      // entry, then give later, larger paints a second to report.
      await tab.waitForFunction(() => (globalThis as unknown as { __lcp: number }).__lcp > 0, null, {
        timeout: 30_000,
      });
      await tab.waitForTimeout(1000);
      const lcp = await tab.evaluate(() => (globalThis as unknown as { __lcp: number }).__lcp);
      figures.push(lcp);
      await context.close();
    }
    const r = (n: number) => Math.round(n);
    console.log(
      `| ${page.name} | ${r(median(figures))} | ${r(Math.min(...figures))} | ${r(Math.max(...figures))} | ${RUNS} |`,
    );
  }
} finally {
  await browser.close();
  portal.stop();
}
