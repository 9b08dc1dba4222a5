import type { Http } from '@portal/api-client';
import type { UploadItem } from '@portal/ui';

/** SHA-256 of a dropped file, so the same file dropped twice on one order is sent once. */
async function fingerprint(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

interface Pending {
  item: UploadItem;
  file: File;
}

/**
 * The browser's upload queue: in memory (a page has no place to keep files across reloads), one upload
 * at a time, retried with growing delays while the server is away, progress from XMLHttpRequest.
 */
export function createWebUploads(opts: { base: string; http: Http; retryBaseMs?: number }) {
  const entries: Pending[] = [];
  const listeners = new Set<(items: UploadItem[]) => void>();
  const base = opts.retryBaseMs ?? 2000;
  let running = false;

  const list = () => entries.map((e) => ({ ...e.item }));
  const emit = () => {
    const items = list();
    for (const l of listeners) l(items);
  };
  const set = (e: Pending, patch: Partial<UploadItem>) => {
    Object.assign(e.item, patch);
    emit();
  };

  const send = (e: Pending, token: string | null) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('PUT', `${opts.base}/order/${e.item.orderId}/submit_order`);
      if (token) xhr.setRequestHeader('x-access-token', token);
      xhr.upload.onprogress = (p) => p.lengthComputable && set(e, { progress: p.loaded / p.total });
      xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
      xhr.onerror = () => resolve({ status: 0, body: '' });
      const form = new FormData();
      form.append('modified_file', e.file, e.file.name);
      xhr.send(form);
    });

  async function attempt(e: Pending) {
    set(e, { state: 'uploading', progress: 0, error: null });
    let res = await send(e, await opts.http.tokens.getAccessToken());
    if (res.status === 401 && (await opts.http.refresh()))
      res = await send(e, await opts.http.tokens.getAccessToken());
    if (res.status >= 200 && res.status < 300)
      return set(e, { state: 'delivered', progress: 1, nextAttemptAt: null });
    // A translation key when there is no answer; the server's own (localised) message otherwise.
    let message = res.status === 0 ? 'desktop.uploads.offline' : `HTTP ${res.status}`;
    try {
      message = (JSON.parse(res.body) as { message?: string }).message || message;
    } catch {
      // Not JSON.
    }
    const attempts = e.item.attempts + 1;
    const retryable = res.status === 0 || res.status === 429 || res.status >= 500;
    if (!retryable) return set(e, { state: 'failed', attempts, error: message, nextAttemptAt: null });
    const delay = Math.min(60_000, base * 2 ** (attempts - 1));
    set(e, { state: 'retrying', attempts, error: message, nextAttemptAt: Date.now() + delay });
    setTimeout(() => {
      if (e.item.state === 'retrying') {
        set(e, { state: 'waiting' });
        void pump();
      }
    }, delay);
  }

  async function pump() {
    if (running) return;
    running = true;
    try {
      for (
        let e = entries.find((x) => x.item.state === 'waiting');
        e;
        e = entries.find((x) => x.item.state === 'waiting')
      )
        await attempt(e);
    } finally {
      running = false;
    }
  }

  return {
    async add(orderId: number, file: File): Promise<void> {
      const id = `${orderId}-${await fingerprint(file)}`;
      if (entries.some((e) => e.item.id === id)) return;
      entries.push({
        file,
        item: {
          id,
          orderId,
          fileName: file.name,
          size: file.size,
          state: 'waiting',
          progress: 0,
          attempts: 0,
          error: null,
          nextAttemptAt: null,
          createdAt: Date.now(),
        },
      });
      emit();
      void pump();
    },
    retry(id: string) {
      const e = entries.find((x) => x.item.id === id);
      if (e && (e.item.state === 'failed' || e.item.state === 'retrying')) {
        set(e, { state: 'waiting', nextAttemptAt: null });
        void pump();
      }
    },
    list,
    onChange(listener: (items: UploadItem[]) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
