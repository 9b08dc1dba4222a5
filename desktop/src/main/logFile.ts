import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export interface LogFileOptions {
  dir: string;
  /** The file's name without `.log`; older files are `<name>.1.log`, `<name>.2.log` ... */
  name?: string;
  /** The current file is moved aside once it grows past this. */
  maxBytes?: number;
  /** How many older files are kept beside the current one. */
  keep?: number;
}

const extraText = (extra: unknown): string => {
  if (extra === undefined || extra === '') return '';
  if (extra instanceof Error) return ` ${extra.name}: ${extra.message}`;
  try {
    return ` ${JSON.stringify(extra, (_k, v) => (v instanceof Error ? `${v.name}: ${v.message}` : v))}`;
  } catch {
    return ` ${String(extra)}`;
  }
};

/**
 * The app's log on disk, one line per entry, rotated by size so it never grows without bound. Written
 * synchronously: entries are few, and the last ones before a crash are the ones worth having.
 */
export function createLogFile(opts: LogFileOptions) {
  const name = opts.name ?? 'main';
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  const keep = opts.keep ?? 3;
  const file = (n: number) => path.join(opts.dir, n === 0 ? `${name}.log` : `${name}.${n}.log`);
  mkdirSync(opts.dir, { recursive: true });

  function rotate() {
    rmSync(file(keep), { force: true });
    for (let n = keep - 1; n >= 0; n--) if (existsSync(file(n))) renameSync(file(n), file(n + 1));
  }

  return {
    path: file(0),
    write(message: string, extra?: unknown): void {
      const line = `${new Date().toISOString()} ${message}${extraText(extra)}`.replace(/\r?\n/g, ' ');
      try {
        if (existsSync(file(0)) && statSync(file(0)).size + line.length > maxBytes) rotate();
        appendFileSync(file(0), `${line}\n`);
      } catch {
        // A full or read-only disk must not stop the app.
      }
    },
    /** The last `lines` entries, reaching into the previous file when the current one is short. */
    tail(lines = 200): string[] {
      const read = (n: number) =>
        existsSync(file(n)) ? readFileSync(file(n), 'utf8').split('\n').filter(Boolean) : [];
      const current = read(0);
      const all = current.length >= lines ? current : [...read(1), ...current];
      return all.slice(-lines);
    },
  };
}

export type LogFile = ReturnType<typeof createLogFile>;
