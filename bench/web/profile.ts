/**
 * Where the main thread's time goes while a page loads, under the CPU slow-down of Lighthouse's mobile preset
 * (4x): a sampled CPU profile of a cold load, summed by source file (through the build's source maps when it
 * has them) and by function, beside the long tasks Chromium reports after the first paint.
 * Run from the repository root after `npx turbo run build`; for names and files, a build with source maps:
 *   (cd web && npx vite build --sourcemap --outDir /tmp/webmap) && WEB_DIST=/tmp/webmap npx tsx bench/web/profile.ts
 * Options: PAGE (`/` the order form, default; `/login`), SLOWDOWN (default 4), TOP (rows, default 25), FOCUS (a
 * function's name: its callers, four deep, e.g. FOCUS=appendChild).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { type BrowserStorage, CHROMIUM, CHROMIUM_FLAGS, startPortal } from './server.js';

const PORT = Number(process.env.BENCH_PORT ?? 4210);
const PAGE = process.env.PAGE ?? '/';
const SLOWDOWN = Number(process.env.SLOWDOWN ?? 4);
const TOP = Number(process.env.TOP ?? 25);
const DIST = process.env.WEB_DIST ?? 'web/dist';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// Long tasks and paints as the page sees them; buffered, so those before the script ran count.
const OBSERVE = `
  window.__tasks = []; window.__fcp = 0;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
`;

const maps = new Map<string, SourceMapConsumer | null>();
async function mapFor(url: string): Promise<SourceMapConsumer | null> {
  if (maps.has(url)) return maps.get(url) ?? null;
  const file = path.join(DIST, new URL(url).pathname);
  const map = existsSync(`${file}.map`)
    ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
    : null;
  maps.set(url, map);
  return map;
}

/** The source file a frame's code came from: a package name for node_modules, else the path. */
async function origin(frame: ProfileNode['callFrame']): Promise<{ file: string; fn: string }> {
  if (!frame.url.startsWith('http'))
    return { file: frame.url || `(${frame.functionName || 'native'})`, fn: frame.functionName };
  const map = await mapFor(frame.url);
  const pos = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = pos?.source ?? new URL(frame.url).pathname;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const file = pkg ?? source.replace(/^(\.\.\/)+/, '');
  return {
    file,
    fn: `${pos?.name ?? frame.functionName ?? '(anonymous)'} ${file.split('/').pop()}:${pos?.line ?? frame.lineNumber}`,
  };
}

const portal = await startPortal(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (PAGE !== '/login') {
    const tokens = await portal.customerTokens();
    await context.addInitScript((t) => {
      for (const [k, v] of Object.entries(t))
        (globalThis as unknown as BrowserStorage).localStorage.setItem(k, v);
    }, tokens);
  }
  await context.addInitScript(OBSERVE);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await tab.goto(portal.base + PAGE, { waitUntil: 'load' });
  await tab.waitForTimeout(6000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const seen = await tab.evaluate(() => {
    const w = globalThis as unknown as { __tasks: [number, number][]; __fcp: number };
    return { tasks: w.__tasks, fcp: w.__fcp };
  });

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  for (const [i, id] of profile.samples.entries())
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    total += us;
    const { file, fn } = await origin(node.callFrame);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  const ms = (us: number) => (us / 1000).toFixed(0);
  const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  console.log(
    `${PAGE}, ${SLOWDOWN}x slow-down: ${ms(total)} ms of main-thread work (not idle), FCP ${seen.fcp.toFixed(0)} ms`,
  );
  const after = seen.tasks.filter(([start]) => start >= seen.fcp);
  const blocking = after.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
  console.log(
    `long tasks: ${seen.tasks.length} (${after.length} after FCP, blocking ${blocking.toFixed(0)} ms): ${seen.tasks
      .map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`)
      .join(', ')}`,
  );
  console.log('\n| self ms | source file or package |\n|---:|---|');
  for (const [k, v] of top(byFile)) console.log(`| ${ms(v)} | ${k} |`);
  console.log('\n| self ms | function |\n|---:|---|');
  for (const [k, v] of top(byFn)) console.log(`| ${ms(v)} | ${k} |`);
  const focus = process.env.FOCUS;
  if (focus) {
    const only = new Map([...byFn].filter(([k]) => k.includes(focus)));
    console.log(`\n| self ms | function in ${focus} |\n|---:|---|`);
    for (const [k, v] of top(only)) console.log(`| ${ms(v)} | ${k} |`);
    // Who calls it: the chain of callers (three up) of every sample in a function named FOCUS.
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const chains = new Map<string, number>();
    for (const [id, us] of selfUs) {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName !== focus) continue;
      const names: string[] = [];
      for (let p = parent.get(id), i = 0; p !== undefined && i < 4; p = parent.get(p), i++)
        names.push((await origin(byId.get(p)!.callFrame)).fn);
      chains.set(names.join(' < '), (chains.get(names.join(' < ')) ?? 0) + us);
    }
    console.log(`\n| self ms | callers of ${focus} |\n|---:|---|`);
    for (const [k, v] of top(chains)) console.log(`| ${ms(v)} | ${k} |`);
  }
} finally {
  await browser.close();
  portal.stop();
}
