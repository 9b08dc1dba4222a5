import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The part of electron-store the app uses. Production passes electron-store instances; tests and the
 * benchmark pass `jsonFileStore`, which keeps the same promise: a value set is on disk when `set` returns.
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export function jsonFileStore(file: string): KeyValueStore {
  mkdirSync(path.dirname(file), { recursive: true });
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    data = {};
  }
  // Written to a side file and renamed, so a crash mid-write never leaves half a queue behind.
  const flush = () => {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(data, null, 2));
    renameSync(tmp, file);
  };
  return {
    get: (key) => data[key],
    set(key, value) {
      data[key] = value;
      flush();
    },
    delete(key) {
      delete data[key];
      flush();
    },
  };
}

/** Keeps values in memory only (unit tests of pieces that do not care about restarts). */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const data = { ...initial };
  return {
    get: (key) => data[key],
    set: (key, value) => {
      data[key] = value;
    },
    delete: (key) => {
      delete data[key];
    },
  };
}
