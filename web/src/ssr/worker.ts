/**
 * Renders the sign-in page's first paint in a worker thread of the server (server/src/plugins/signin-shell.ts).
 * The app's modules read the browser's storage as they load, so this thread gets a window of its own with an
 * empty storage: a first visit, as the page is drawn for one. The server's own thread never sees these globals.
 */
import { parentPort } from 'node:worker_threads';

const store = new Map<string, string>();
const storage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, String(v)),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
};
Object.assign(globalThis, {
  window: globalThis,
  localStorage: storage,
  sessionStorage: storage,
  addEventListener: () => {},
  removeEventListener: () => {},
  location: new URL('http://localhost/login'),
});

const { renderSignInShell } = await import('./signInShell');

parentPort?.on('message', (job: { id: number; input: Parameters<typeof renderSignInShell>[0] }) => {
  renderSignInShell(job.input).then(
    (shell) => parentPort?.postMessage({ id: job.id, shell }),
    (err: Error) => parentPort?.postMessage({ id: job.id, error: err.message }),
  );
});
parentPort?.postMessage({ ready: true });
