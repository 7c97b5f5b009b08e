import { expect, test } from '@playwright/test';
import { demoOperator, freshCode } from '../../support/totp';
import { logIn, raw, type RawRequest } from './raw-client';

/**
 * A fuzz of every route in /api/openapi.json (generated from the zod contracts): wrong types,
 * huge strings, control characters, `__proto__` keys, malformed JSON, wrong content types and
 * methods, malformed escapes in paths. The one rule: no answer is a 5xx.
 */
interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query' }[];
  body?: { type: string; schema: Schema };
}
interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}

const strangeStrings = [
  'a\u0000b',
  '\u0001\u0002\u001b[31m',
  '\ud800',
  '\u202e\u0085',
  'x'.repeat(10_000),
  '__proto__',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00%ff',
  '😀'.repeat(500),
  '',
];
const strangeValues: unknown[] = [
  ...strangeStrings,
  -1,
  0,
  1.5,
  1e308,
  -Number.MAX_SAFE_INTEGER - 2,
  true,
  null,
  [],
  [1, 'a', null],
  {},
  { __proto__: { polluted: 1 } },
  JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'),
];
const strangeSegments = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%00',
  '%ff%fe',
  '%E0%A4%A',
  'x'.repeat(3000),
  '__proto__',
  '%2e%2e%2f%2e%2e',
  '😀',
];
const strangeQuery = [
  '%00',
  '%ff',
  'x'.repeat(5000),
  '-1',
  '1e309',
  '__proto__',
  '[]',
  '%0d%0aX: y',
];

function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'text';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
    );
  if (type === 'array') return [sample(schema.items)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'fuzz@example.com';
  return 'Fuzz text';
}

function operations(spec: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const o = op as {
        parameters?: { name: string; in: 'path' | 'query' }[];
        requestBody?: { content?: Record<string, { schema: Schema }> };
      };
      const [type, content] = Object.entries(o.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        params: (o.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        ...(type && content ? { body: { type, schema: content.schema } } : {}),
      };
    }),
  );
}

/** The id a path gets when it is not the one fuzzed: '1' on the boards. */
let defaultId = '1';

function fill(path: string, override?: [string, string]): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    override && override[0] === name ? override[1] : name === 'board' ? 'hospitality' : defaultId,
  );
}

function requestsFor(op: Operation): RawRequest[] {
  const out: RawRequest[] = [];
  const json = (body: string, type = 'application/json'): RawRequest => ({
    method: op.method,
    path: fill(op.path),
    headers: { 'content-type': type },
    body,
  });
  // Path parameters, one at a time.
  for (const p of op.params.filter((x) => x.in === 'path'))
    for (const segment of strangeSegments)
      out.push({ method: op.method, path: fill(op.path, [p.name, segment]) });
  // Query parameters, one at a time, and repeated.
  for (const p of op.params.filter((x) => x.in === 'query')) {
    for (const value of strangeQuery)
      out.push({ method: op.method, path: `${fill(op.path)}?${p.name}=${value}` });
    out.push({ method: op.method, path: `${fill(op.path)}?${p.name}=1&${p.name}=2&${p.name}[]=3` });
  }
  // Bodies: each property given each strange value, then the body as a whole.
  if (op.body?.type === 'application/json') {
    const base = sample(op.body.schema) as Record<string, unknown>;
    for (const key of Object.keys(base))
      for (const value of strangeValues) out.push(json(JSON.stringify({ ...base, [key]: value })));
    for (const body of [
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      '42',
      '{"__proto__":{"isAdmin":true}}',
      `{"constructor":{"prototype":{"isAdmin":true}}}`,
      '['.repeat(5000) + ']'.repeat(5000),
      JSON.stringify({ ...base, extra: 'x'.repeat(70_000) }),
      '\u0000',
      '\ufeff{}',
    ])
      out.push(json(body));
    out.push(json(JSON.stringify(base), 'text/plain'));
    out.push(json('a=1&b=2', 'application/x-www-form-urlencoded'));
    out.push(
      json(
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        'multipart/form-data; boundary=x',
      ),
    );
    out.push({ ...json(JSON.stringify(base), 'application/json; charset=utf-16') });
    out.push({ ...json(JSON.stringify(base)), body: Buffer.from(JSON.stringify(base), 'utf16le') });
  } else if (op.body) {
    for (const body of ['', '--x--', 'garbage'])
      out.push({ ...json(body, `${op.body.type}; boundary=x`) });
    out.push(json('{}'));
  }
  // Methods the route does not take.
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'])
    if (method !== op.method) out.push({ method, path: fill(op.path) });
  return out;
}

test('no fuzzed request to any API route answers 5xx', async () => {
  test.setTimeout(600_000);
  const spec = JSON.parse((await raw({ path: '/api/openapi.json' })).body) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ops = operations(spec);
  expect(ops.length).toBeGreaterThan(50);
  const cookies = [
    undefined,
    await logIn(
      'jobboard',
      'candidate@demo.jobboard.test',
      'Demo passphrase 2026',
      'hospitality',
      '127.0.1.254',
    ),
    await logIn(
      'ats',
      'employer@demo.jobboard.test',
      'Demo passphrase 2026',
      'hospitality',
      '127.0.1.254',
    ),
  ];
  const all = ops.flatMap((op) =>
    requestsFor(op).map((req, i) => {
      // A logout would end the session the next requests carry: those go out anonymous.
      const cookie = op.path.endsWith('/logout') ? undefined : cookies[i % cookies.length];
      return {
        ...req,
        path: `${req.path}${req.path.includes('?') ? '&' : '?'}lg=en`,
        headers: { ...req.headers, ...(cookie ? { cookie } : {}) },
      };
    }),
  );
  expect(all.length).toBeGreaterThanOrEqual(3000);

  const failures: string[] = [];
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < all.length) {
      const req = all[next];
      // Each request from its own loopback address, so per-address limits do not hide routes.
      const from = `127.0.${2 + (next % 200)}.${1 + (Math.floor(next / 200) % 250)}`;
      next += 1;
      if (!req) break;
      const reply = await raw({ ...req, from });
      sent += 1;
      if (reply.status >= 500)
        failures.push(
          `${reply.status} ${req.method} ${req.path.slice(0, 120)} ${String(req.body ?? '').slice(0, 80)} -> ${reply.body.slice(0, 120)}`,
        );
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  console.log(`[fuzz] ${sent} requests over ${ops.length} operations, ${failures.length} 5xx`);
  expect(failures).toEqual([]);
});

test('no fuzzed query to the feeds answers 5xx', async () => {
  const spec = JSON.parse((await raw({ path: '/api/openapi.json' })).body) as {
    paths: Record<string, Record<string, unknown>>;
  };
  // The RSS feed reads its query with the offers API's contract: the same parameters, fuzzed.
  const search = operations(spec).find(
    (op) => op.method === 'GET' && op.path.endsWith('/jobboard/{board}/offers'),
  );
  const names = search!.params.filter((p) => p.in === 'query').map((p) => p.name);
  expect(names).toContain('schedule');
  const feeds = ['/fr/trouver-un-emploi/rss', '/en/find-a-job/rss', '/feeds/indeed.xml'];
  const all: RawRequest[] = feeds.flatMap((feed) => [
    ...names.flatMap((name) => [
      ...strangeQuery.map((value) => ({ path: `${feed}?${name}=${value}` })),
      { path: `${feed}?${name}=1&${name}=2&${name}[]=3` },
    ]),
    { path: `${feed}?%E0%A4%A=1` },
    ...['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE'].map((method) => ({ method, path: feed })),
  ]);
  const failures: string[] = [];
  for (const [i, req] of all.entries()) {
    const reply = await raw({ ...req, board: i % 2 ? 'careers' : 'hospitality' });
    if (reply.status >= 500)
      failures.push(`${reply.status} ${req.method ?? 'GET'} ${req.path.slice(0, 120)}`);
  }
  console.log(`[fuzz] ${all.length} feed requests, ${failures.length} 5xx`);
  expect(failures).toEqual([]);
});

/** The console's session cookie, retried on the next TOTP step if another spec used this one. */
async function operatorLogIn(): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const reply = await raw({
      method: 'POST',
      path: '/api/operator/auth/login',
      board: 'operator',
      from: '127.0.1.253',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: demoOperator.email,
        password: demoOperator.password,
        code: await freshCode(demoOperator.secret),
      }),
    });
    const cookie = ([] as string[])
      .concat(reply.headers['set-cookie'] ?? [])
      .map((c) => /^((?:__Host-)?jb_operator=[^;]+)/.exec(c)?.[1])
      .find(Boolean);
    if (reply.status === 200 && cookie) return cookie;
  }
  throw new Error('the demo operator could not sign in');
}

test("no fuzzed request to the console's API answers 5xx", async () => {
  test.setTimeout(300_000);
  const spec = JSON.parse((await raw({ path: '/api/openapi.json' })).body) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ops = operations(spec).filter((op) => op.path.startsWith('/api/operator/'));
  expect(ops.length).toBeGreaterThan(10);
  const cookie = await operatorLogIn();
  // The session works, so the signed-in half reaches the handlers rather than a 401.
  expect(
    (await raw({ path: '/api/operator/me', board: 'operator', headers: { cookie } })).status,
  ).toBe(200);
  // Signed in, the console acts for real: ids no row has keep a fuzzed body that happens to be
  // valid from suspending, refunding or rejecting demo data. Its own sign-in, sign-out and
  // enrolment are fuzzed without the session (a sign-out would end it).
  defaultId = '999999999';
  const all = ops.flatMap((op) =>
    requestsFor(op).map((req, i) => {
      const signedIn = !op.path.startsWith('/api/operator/auth/') && i % 2 === 0;
      return {
        ...req,
        board: 'operator',
        headers: { ...req.headers, ...(signedIn ? { cookie } : {}) },
      };
    }),
  );
  defaultId = '1';
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < all.length) {
      const req = all[next];
      const from = `127.0.${2 + (next % 200)}.${1 + (Math.floor(next / 200) % 250)}`;
      next += 1;
      if (!req) break;
      const reply = await raw({ ...req, from });
      if (reply.status >= 500)
        failures.push(
          `${reply.status} ${req.method} ${req.path.slice(0, 120)} -> ${reply.body.slice(0, 120)}`,
        );
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  console.log(
    `[fuzz] console: ${all.length} requests over ${ops.length} operations, ${failures.length} 5xx`,
  );
  expect(failures).toEqual([]);
});
