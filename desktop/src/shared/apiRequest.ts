/**
 * The renderer's server calls travel as plain data over one IPC channel (`api:request`); the main process
 * checks each one, adds the session's token and answers status, the two headers the screens read and the
 * body. Both sides of that trip are here, free of Electron, so main, the browser stand-in and the tests
 * run the same code.
 */

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export const API_LIMITS = {
  pathLength: 1024,
  queryEntries: 50,
  queryValueLength: 4000,
  jsonBytes: 5 * 1024 * 1024,
  parts: 50,
  /** All parts together; the largest upload the portal takes is an order's files. */
  multipartBytes: 256 * 1024 * 1024,
  fieldLength: 1024 * 1024,
} as const;

/**
 * Calls that hand out or end a session: their answers carry tokens, which stay in the main process. The
 * app signs in and out through its own channels.
 */
export const TOKEN_PATHS = [
  '/api/auth/signin',
  '/api/auth/signup',
  '/api/auth/check_signup_code',
  '/api/auth/refresh_token',
  '/api/auth/admin_auto_login',
  '/api/auth/signout',
] as const;

export interface ApiFilePart {
  name: string;
  filename: string;
  type: string;
  data: Uint8Array;
}
export type ApiPart = { name: string; value: string } | ApiFilePart;

export type ApiBody = { kind: 'json'; text: string } | { kind: 'multipart'; parts: ApiPart[] };

export interface ApiRequest {
  method: ApiMethod;
  /** `/api/...`, without query. */
  path: string;
  query?: [string, string][];
  /** The reader's language, so that the server answers its messages in it. */
  language?: string;
  body?: ApiBody;
}

export interface ApiResponse {
  status: number;
  headers: { 'content-type'?: string; 'content-disposition'?: string };
  /** Text for JSON and text answers, bytes for files; null when empty. */
  body: string | Uint8Array | null;
}

export class ApiRequestError extends Error {
  readonly statusCode = 400;
  readonly code = 'BAD_IPC_REQUEST';
}

const fail = (message: string): never => {
  throw new ApiRequestError(message);
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** Only the portal's API, with no way to climb out of it or smuggle a second URL in. */
export function isApiPath(path: unknown): path is string {
  if (!isText(path, API_LIMITS.pathLength) || !path.startsWith('/api/')) return false;
  if (!/^[A-Za-z0-9_\-./~%$@:+,=]+$/.test(path)) return false;
  const segments = path.split('/').slice(1);
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return false;
  // Encoded slashes, dots or backslashes could still mean a different path to the server.
  return !/%2f|%5c|%2e/i.test(path);
}

/**
 * Whether the server would route `path` to a call that hands out or ends a session: compared as it routes
 * it, decoded (`admin%5Fauto%5Flogin` is `admin_auto_login` to it) and without a trailing slash.
 */
function isTokenPath(path: string): boolean {
  let routed: string;
  try {
    routed = decodeURIComponent(path).replace(/\/+$/, '');
  } catch {
    return true;
  }
  return (TOKEN_PATHS as readonly string[]).includes(routed);
}

/** Checks a request as it arrives from the renderer; answers it typed, or throws a 400. */
export function validateApiRequest(raw: unknown): ApiRequest {
  if (!isRecord(raw)) return fail('The request is not an object.');
  const method = raw.method;
  if (!API_METHODS.includes(method as ApiMethod)) return fail('This method is not allowed.');
  if (!isApiPath(raw.path)) return fail('Only paths of the portal API are allowed.');
  if (isTokenPath(raw.path)) return fail('Sessions are handled by the app.');
  const req: ApiRequest = { method: method as ApiMethod, path: raw.path };

  if (raw.query !== undefined) {
    if (!Array.isArray(raw.query) || raw.query.length > API_LIMITS.queryEntries)
      return fail('Too many query values.');
    req.query = raw.query.map((pair) => {
      if (!Array.isArray(pair) || pair.length !== 2) return fail('A query value is malformed.');
      const [k, v] = pair;
      if (!isText(k, 100) || !isText(v, API_LIMITS.queryValueLength))
        return fail('A query value is too long.');
      return [k, v] as [string, string];
    });
  }
  if (raw.language !== undefined) {
    if (!isText(raw.language, 35) || !/^[A-Za-z0-9-]*$/.test(raw.language)) return fail('Unknown language.');
    req.language = raw.language;
  }
  if (raw.body !== undefined) req.body = validateBody(raw.body);
  if (req.body && req.method === 'GET') return fail('A GET request has no body.');
  return req;
}

function validateBody(body: unknown): ApiBody {
  if (!isRecord(body)) return fail('The body is malformed.');
  if (body.kind === 'json') {
    if (!isText(body.text, API_LIMITS.jsonBytes)) return fail('The body is too large.');
    return { kind: 'json', text: body.text };
  }
  if (body.kind !== 'multipart' || !Array.isArray(body.parts)) return fail('The body is malformed.');
  if (body.parts.length > API_LIMITS.parts) return fail('Too many form fields.');
  let total = 0;
  const parts = body.parts.map((p): ApiPart => {
    if (!isRecord(p) || !isText(p.name, 200)) return fail('A form field is malformed.');
    if (typeof p.value === 'string') {
      if (p.value.length > API_LIMITS.fieldLength) return fail('A form field is too long.');
      total += p.value.length;
      return { name: p.name, value: p.value };
    }
    if (!(p.data instanceof Uint8Array) || !isText(p.filename, 255) || !isText(p.type, 200))
      return fail('A file of the form is malformed.');
    total += p.data.byteLength;
    return { name: p.name, filename: p.filename, type: p.type, data: p.data };
  });
  if (total > API_LIMITS.multipartBytes) return fail('The files are too large.');
  return { kind: 'multipart', parts };
}

/** The fetch call for a checked request against `baseUrl` (the server's origin), with the token added. */
export function toFetch(
  baseUrl: string,
  req: ApiRequest,
  token: string | null,
): { url: string; init: RequestInit } {
  const params = new URLSearchParams(req.query ?? []);
  const qs = params.toString();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-access-token'] = token;
  if (req.language) headers['accept-language'] = req.language;
  let body: string | FormData | undefined;
  if (req.body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = req.body.text;
  } else if (req.body?.kind === 'multipart') {
    const form = new FormData();
    for (const p of req.body.parts) {
      if ('value' in p) form.append(p.name, p.value);
      else form.append(p.name, new Blob([p.data as Uint8Array<ArrayBuffer>], { type: p.type }), p.filename);
    }
    body = form;
  }
  return {
    url: `${baseUrl.replace(/\/$/, '')}${req.path}${qs ? `?${qs}` : ''}`,
    init: { method: req.method, headers, body },
  };
}

const isTextType = (type: string) => /json|^text\/|xml|csv/i.test(type);

/** The server's answer as data that crosses IPC (structured clone). */
export async function fromResponse(res: Response): Promise<ApiResponse> {
  const type = res.headers.get('content-type') ?? '';
  const disposition = res.headers.get('content-disposition');
  const headers: ApiResponse['headers'] = {};
  if (type) headers['content-type'] = type;
  if (disposition) headers['content-disposition'] = disposition;
  let body: ApiResponse['body'] = null;
  if (res.status !== 204) {
    // A file answer (a download) stays bytes; JSON and text travel as text.
    if (disposition || !isTextType(type)) {
      const bytes = new Uint8Array(await res.arrayBuffer());
      body = bytes.byteLength ? bytes : null;
    } else {
      const text = await res.text();
      body = text || null;
    }
  }
  return { status: res.status, headers, body };
}
