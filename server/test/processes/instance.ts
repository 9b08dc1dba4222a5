import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MAIN = path.resolve(here, '../../dist/main.js');

export interface Instance {
  name: string;
  url: string;
  ws: string;
  proc: ChildProcess;
  /** Everything it printed, for the failure message. */
  output: string[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

/** Starts `node server/dist/main.js` on a free port and answers once it listens. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      TZ: 'UTC',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `portal-${name}-`)),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    proc.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const m = /Portal running at (http:\/\/[^\s]+)/.exec(output.join(''));
      if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
    void exited.then((code) =>
      reject(new Error(`${name} exited (${code}) before listening:\n${output.join('')}`)),
    );
  });
  return {
    name,
    url,
    ws: url.replace(/^http/, 'ws'),
    proc,
    output,
    exited,
    kill: (signal) => proc.kill(signal),
  };
}

export async function json<T = Record<string, unknown>>(
  base: string,
  pathname: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${pathname}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { 'x-access-token': init.token } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function signIn(base: string, login: string, password: string): Promise<string> {
  const res = await json<{ access_token: string }>(base, '/api/auth/signin', { body: { login, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}
