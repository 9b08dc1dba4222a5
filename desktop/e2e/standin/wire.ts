/**
 * How IPC payloads cross between the page and the test process: JSON, with bytes (a picked file, a
 * downloaded answer) as base64, since Electron's structured clone is not there to carry them.
 */
const BYTES = '$bytes';

export function encode(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v) => {
    if (v instanceof Uint8Array) {
      let binary = '';
      for (const b of v) binary += String.fromCharCode(b);
      return { [BYTES]: btoa(binary) };
    }
    return v;
  });
}

export function decode(text: string): unknown {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === 'object' && typeof v[BYTES] === 'string') {
      const binary = atob(v[BYTES]);
      return Uint8Array.from(binary, (c) => c.charCodeAt(0));
    }
    return v;
  });
}
