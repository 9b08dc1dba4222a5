import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export interface Figures {
  name: string;
  requests_per_sec: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
}

/** Runs autocannon against one request shape and answers the figures that go to docs/benchmarks.md. */
export async function load(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  },
): Promise<Figures> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 16,
    duration: opts.duration ?? 10,
  });
  return {
    name,
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: Figures[]): void {
  console.log('| case | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.requests_per_sec} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} |`);
}

/** Starts a command in the background and resolves once it prints `ready`. */
export function startProcess(cmd: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise<typeof child>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${cmd} exited with ${code}: ${out}`)));
  });
}
