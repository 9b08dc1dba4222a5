import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Writes a key and a certificate for 127.0.0.1, signed by itself and valid for a day, into `dir` as
 * `<name>-key.pem` and `<name>-cert.pem`: stand-ins of services that speak TLS, made for the run.
 */
export function writeLoopbackTls(dir: string, name: string): { key: string; cert: string } {
  const key = path.join(dir, `${name}-key.pem`);
  const cert = path.join(dir, `${name}-cert.pem`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/** A self-signed key and certificate for 127.0.0.1, in memory. */
export function loopbackTls(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'loopback-tls-'));
  try {
    const files = writeLoopbackTls(dir, 'loopback');
    return { key: readFileSync(files.key), cert: readFileSync(files.cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
