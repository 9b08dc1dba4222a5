import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';

/** The server package folder, both from `src/` (tsx) and from the `dist/` bundle. */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Settings files, strongest first: `server/.env`, then `.env` at the repository root. Variables already in
 * the environment always win; a variable set in both files is taken from `server/.env`. The working folder
 * does not matter, so `npm start` at the root and inside `server/` read the same files.
 */
export function envFiles(serverDir = SERVER_DIR): string[] {
  return [path.join(serverDir, '.env'), path.join(serverDir, '..', '.env')].filter((f) => existsSync(f));
}

export function loadEnvFiles(serverDir = SERVER_DIR, env: NodeJS.ProcessEnv = process.env): string[] {
  const files = envFiles(serverDir);
  if (files.length > 0)
    dotenv.config({ path: files, processEnv: env as Record<string, string>, quiet: true });
  return files;
}
