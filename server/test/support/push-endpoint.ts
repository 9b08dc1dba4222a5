import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { loopbackTls, writeLoopbackTls } from './loopback-tls.js';

const b64url = (b: Buffer) => b.toString('base64url');

export interface ReceivedPush {
  path: string;
  payload: string;
  /** The VAPID JWT's claims, after its ES256 signature was checked with the key in the header. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
}

export interface PushTls {
  key: Buffer;
  cert: Buffer;
}

/**
 * Writes a key and certificate for 127.0.0.1 into `dir` (push-key.pem, push-cert.pem). A server started in another
 * process trusts the stand-in when NODE_EXTRA_CA_CERTS names the certificate file (the browser e2e).
 */
export const writePushTls = (dir: string) => writeLoopbackTls(dir, 'push');

/**
 * A local push service: browsers' subscriptions point at it, it checks the VAPID signature and decrypts
 * each message (RFC 8291, aes128gcm) with the subscription's private key, as a browser would. Paths listed
 * in `gone` answer 410 like an expired subscription. It speaks HTTPS with a certificate made for the run
 * (`ca`), as push services do; the test trusts it. `given` is a key and certificate made beforehand.
 */
export async function startPushEndpoint(gone: string[] = [], given?: PushTls) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];

  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const idlen = body[20];
    const asPublic = body.subarray(21, 21 + idlen);
    const record = body.subarray(21 + idlen);
    const secret = ecdh.computeSecret(asPublic);
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', secret, auth, info, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: the last record ends with 0x02 followed by zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    return plain.subarray(0, end).toString('utf8');
  };

  const checkVapid = (header: string) => {
    const t = /t=([^,\s]+)/.exec(header)?.[1] ?? '';
    const k = /k=([^,\s]+)/.exec(header)?.[1] ?? '';
    const [h, p, s] = t.split('.');
    const raw = Buffer.from(k, 'base64url');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
      format: 'jwk',
    });
    const ok = verify(
      'sha256',
      Buffer.from(`${h}.${p}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(s, 'base64url'),
    );
    if (!ok) throw new Error('VAPID signature does not verify');
    return { claims: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')), vapidKey: k };
  };

  const tls = given ?? loopbackTls();
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (gone.includes(path)) {
        res.statusCode = 410;
        return res.end('gone');
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = checkVapid(String(req.headers.authorization ?? ''));
        received.push({ path, payload: decrypt(Buffer.concat(chunks)), ...vapid });
        res.statusCode = 201;
        res.end();
      } catch (err) {
        failures.push(String(err));
        res.statusCode = 400;
        res.end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ca: tls.cert,
    keys: { p256dh: b64url(uaPublic), auth: b64url(auth) },
    received,
    failures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
