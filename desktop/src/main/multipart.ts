import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';

export interface MultipartFile {
  field: string;
  path: string;
  /** The name the server stores; the spool copy on disk has a name of its own. */
  name: string;
}

export interface MultipartResult {
  status: number;
  body: string;
}

/** The upload took too long or stopped moving. */
export class UploadTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(message: string) {
    super(message);
    this.name = 'UploadTimeout';
  }
}

const quote = (s: string) => s.replace(/["\r\n\\]/g, '_');

/**
 * Sends one file (plus text fields) as multipart/form-data, streaming it from disk with a known length,
 * so a 50 MB file never sits in memory and progress reflects the bytes handed to the socket.
 */
export async function sendMultipart(opts: {
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  file: MultipartFile;
  fields?: Record<string, string>;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** No byte sent or received for this long: the connection is given up (a stalled server or network). */
  idleTimeoutMs?: number;
  /** The whole exchange, answer included, must be over within this long. */
  timeoutMs?: number;
}): Promise<MultipartResult> {
  const boundary = `----portal${randomBytes(12).toString('hex')}`;
  let head = '';
  for (const [k, v] of Object.entries(opts.fields ?? {})) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${quote(k)}"\r\n\r\n${v}\r\n`;
  }
  head +=
    `--${boundary}\r\nContent-Disposition: form-data; name="${quote(opts.file.field)}"; ` +
    `filename="${quote(opts.file.name)}"; filename*=UTF-8''${encodeURIComponent(opts.file.name)}\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  const size = (await stat(opts.file.path)).size;
  const headBuf = Buffer.from(head);
  const tailBuf = Buffer.from(tail);
  const total = headBuf.length + size + tailBuf.length;
  const url = new URL(opts.url);
  const lib = url.protocol === 'https:' ? https : http;

  return new Promise<MultipartResult>((resolve, reject) => {
    const req = lib.request(
      url,
      {
        method: opts.method,
        headers: {
          ...opts.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(total),
        },
        signal: opts.signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // Both limits end the request with an error the caller treats as "no answer": it is retried later.
    const { idleTimeoutMs, timeoutMs } = opts;
    if (idleTimeoutMs) {
      req.setTimeout(idleTimeoutMs, () =>
        req.destroy(new UploadTimeout(`No progress for ${Math.round(idleTimeoutMs / 1000)} s`)),
      );
    }
    const deadline = timeoutMs
      ? setTimeout(
          () => req.destroy(new UploadTimeout(`No answer within ${Math.round(timeoutMs / 1000)} s`)),
          timeoutMs,
        )
      : null;
    req.on('close', () => {
      if (deadline) clearTimeout(deadline);
    });
    // Progress counts only once a connection is open: bytes buffered while no server answers (offline)
    // have reached nobody, and the queue takes any progress to mean the server may hold the file.
    let sent = 0;
    let connected = false;
    const report = (n: number) => {
      sent += n;
      if (connected) opts.onProgress?.(sent, total);
    };
    req.once('socket', (socket) => {
      const open = () => {
        connected = true;
        if (sent) opts.onProgress?.(sent, total);
      };
      if (socket.connecting) socket.once('connect', open);
      else open();
    });
    req.write(headBuf);
    report(headBuf.length);
    const file = createReadStream(opts.file.path);
    file.on('data', (chunk) => report(chunk.length));
    file.on('error', (err) => req.destroy(err));
    file.on('end', () => {
      req.end(tailBuf);
      report(tailBuf.length);
    });
    file.pipe(req, { end: false });
  });
}
