import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokens } from '../src/modules/auth/sessions.js';
import { asText, fromSchema, nastyText } from './fuzz/arbitraries.js';
import { multipartBody, type Operation, operationsOf, urlOf } from './fuzz/operations.js';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from './helpers.js';
import { startSmtp } from './smtp.js';

/**
 * Drives every operation of /api/openapi.json with generated bad input and fails on any 5xx.
 *
 * FUZZ_BUDGET_MS (default 60000) is the time for all operations together, shared out evenly; raise it for a
 * deeper run, e.g. `FUZZ_BUDGET_MS=900000 npx vitest run test/fuzz.test.ts`. FUZZ_SEED replays a run.
 * Most requests are sent as an admin (they get furthest into the handlers), some as a customer and some
 * signed out. Nothing leaves the machine: mail goes to a local SMTP server, payment APIs point at a closed
 * local port, and the SMTP check is pinned to it.
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const CLOSED = 'http://127.0.0.1:9';

/** Inputs that must not reach the network, whatever the fuzzer picks. */
const PINNED: Record<string, Record<string, unknown>> = {
  'POST /api/check-smtp-connection': { host: '127.0.0.1', port: 9 },
};

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;
let customer: TestUser;
let siteSettings: unknown;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp(
    { smtpUrl: smtp.url },
    {
      RATE_LIMITS: 'false',
      PAYPAL_API_BASE: CLOSED,
      COINBASE_API_BASE: CLOSED,
      SQUARE_API_BASE: CLOSED,
      PAYFAST_BASE_URL: CLOSED,
      KLARNA_API_BASE: CLOSED,
      STRIPE_API_BASE: CLOSED,
    },
  );
  admin = await createAdmin(app);
  customer = await createUser(app);
  siteSettings = await app.settings.all();
});
afterAll(async () => {
  await app?.cleanup();
  await smtp?.close();
});

/**
 * Puts back what a previous operation may have changed about the fuzzing accounts (signed out, suspended,
 * demoted) and the site's switches, so every operation is reached with the same rights.
 */
async function restore(): Promise<void> {
  // An operation may have deleted a fuzzing account outright (a random id can be its own): make a new one.
  if (!(await app.db('users').where({ id: admin.id }).first())) admin = await createAdmin(app);
  if (!(await app.db('users').where({ id: customer.id }).first())) customer = await createUser(app);
  for (const [u, role] of [
    [admin, 1],
    [customer, 2],
  ] as const) {
    const ok = await app.inject({ method: 'GET', url: '/api/user', headers: u.headers });
    if (ok.statusCode === 200 && ok.json().user.role_id === role && ok.json().user.status === 1) continue;
    await app
      .db('users')
      .where({ id: u.id })
      .update({ role_id: role, status: 1, verified: true, suspended_until: null });
    const session = await sessionTokens(app).open(u.id);
    u.headers = { 'x-access-token': session.access_token };
  }
  await app.settings.set('site', siteSettings as never);
}

/** The first input of every operation: the numbers that used to slip through, in every slot at once. */
function edgeInput(op: Operation): Input {
  return {
    who: 'admin',
    path: Object.fromEntries(
      op.pathParams.map((p) => [p.name, p.schema.type === 'string' ? '%00' : '1e400']),
    ),
    query: op.queryParams.map((p) => [p.name, 'Infinity'] as [string, string]),
  };
}

interface Input {
  who: 'admin' | 'customer' | 'anonymous';
  path: Record<string, string>;
  query: [string, string][];
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string }
    | {
        kind: 'multipart';
        fields: [string, string][];
        files: { field: string; name: string; size: number }[];
      };
}

function inputFor(op: Operation): fc.Arbitrary<Input> {
  const path = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, fromSchema(p.schema).map(asText)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc
    .tuple(
      ...op.queryParams.map((p) =>
        fc.option(
          fc.oneof(
            fromSchema(p.schema).map((v) => [[p.name, asText(v)]]),
            nastyText.map((v) => [
              [p.name, v],
              [p.name, v],
            ]),
          ),
          { freq: 2, nil: undefined },
        ),
      ),
      fc.option(fc.tuple(fc.string({ maxLength: 8 }), nastyText), { freq: 5, nil: undefined }),
    )
    .map((parts) => {
      const extra = parts.pop() as [string, string] | undefined;
      const pairs = (parts as ([string, string][] | undefined)[]).flatMap((p) => p ?? []);
      return extra ? [...pairs, extra] : pairs;
    });
  const json = op.json;
  const multipart = op.multipart;
  const bodies: fc.Arbitrary<Input['body']>[] = [fc.constant(undefined)];
  if (json || ['POST', 'PUT', 'PATCH'].includes(op.method)) {
    bodies.push(fromSchema(json).map((value) => ({ kind: 'json' as const, value })));
    bodies.push(
      fc
        .constantFrom(
          '{',
          '{"a":',
          'nul',
          '[1,2',
          `{"x":${'['.repeat(60)}${']'.repeat(60)}}`,
          '"\\ud800"',
          '1e400',
        )
        .map((text) => ({ kind: 'raw' as const, text })),
    );
  }
  if (multipart) {
    const props = Object.entries(multipart.properties ?? {});
    bodies.push(
      fc
        .tuple(
          ...props.map(([name, p]) =>
            p.format === 'binary' || (p.type === 'array' && p.items?.format === 'binary')
              ? fc.option(
                  fc.record({
                    field: fc.constant(name),
                    name: fc.oneof(fc.string({ maxLength: 30 }), nastyText),
                    size: fc.nat(4096),
                  }),
                  { nil: undefined },
                )
              : fc.option(
                  fromSchema(p).map((v) => ({ field: name, text: asText(v) })),
                  { nil: undefined },
                ),
          ),
        )
        .map((parts) => {
          const fields: [string, string][] = [];
          const files: { field: string; name: string; size: number }[] = [];
          for (const part of parts) {
            if (!part) continue;
            if ('text' in part) fields.push([part.field, part.text]);
            else files.push(part);
          }
          return { kind: 'multipart' as const, fields, files };
        }),
    );
  }
  return fc.record({
    who: fc.constantFrom('admin', 'admin', 'admin', 'admin', 'customer', 'anonymous'),
    path,
    query,
    body: fc.oneof(...bodies),
  }) as fc.Arbitrary<Input>;
}

async function send(op: Operation, input: Input) {
  const headers: Record<string, string> = {
    ...(input.who === 'admin' ? admin.headers : input.who === 'customer' ? customer.headers : {}),
  };
  let payload: string | Buffer | undefined;
  const pinned = PINNED[op.name];
  const b = input.body;
  if (b?.kind === 'json') {
    const value = pinned && b.value && typeof b.value === 'object' ? { ...b.value, ...pinned } : b.value;
    payload = JSON.stringify(value ?? null);
    headers['content-type'] = 'application/json';
  } else if (b?.kind === 'raw' && !pinned) {
    payload = b.text;
    headers['content-type'] = 'application/json';
  } else if (b?.kind === 'multipart') {
    const form = await multipartBody(
      b.fields,
      b.files.map((f) => ({ field: f.field, name: f.name, content: Buffer.alloc(f.size, 65) })),
    );
    // Now and then the body is cut short, as by a dropped connection.
    payload =
      b.files.length % 2 === 1
        ? form.payload.subarray(0, Math.floor(form.payload.length * 0.7))
        : form.payload;
    Object.assign(headers, form.headers);
  }
  return app.inject({
    method: op.method as 'GET',
    url: urlOf(op, input.path, input.query),
    headers,
    payload,
  });
}

describe('schema fuzzing of every API operation', () => {
  it(
    'answers generated bad input without a single 5xx',
    async () => {
      const ops = (await operationsOf(app)).filter((op) => op.path !== '/api/openapi.json');
      expect(ops.length).toBeGreaterThan(250);
      const slice = BUDGET_MS / ops.length;
      const failures: string[] = [];
      let sent = 0;
      for (const [i, op] of ops.entries()) {
        if (op.method !== 'GET' || i === 0) await restore();
        const until = Date.now() + slice;
        const samples = [edgeInput(op), ...fc.sample(inputFor(op), { seed: SEED + i, numRuns: 40 })];
        for (const input of samples) {
          const res = await send(op, input);
          sent++;
          // VALUE_OUT_OF_RANGE is the database's refusal of what the schema let through: a gap all the same.
          if (res.statusCode >= 500 || res.body.includes('"code":"VALUE_OUT_OF_RANGE"')) {
            failures.push(
              `${op.name} -> ${res.statusCode} as ${input.who}: ${urlOf(op, input.path, input.query)} ${JSON.stringify(input.body ?? null).slice(0, 300)} => ${res.body.slice(0, 200)}`,
            );
            break;
          }
          if (Date.now() > until) break;
        }
      }
      console.info(`fuzz: ${ops.length} operations, ${sent} requests, seed ${SEED}`);
      expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
    },
    BUDGET_MS * 3 + 120_000,
  );
});
