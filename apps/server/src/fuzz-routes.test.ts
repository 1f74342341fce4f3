// Issue 14 item 6: every route of the app, taken from the app's own route list, gets the classes
// of hostile value (NUL, lone surrogates, huge and negative numbers, floats, times out of range,
// very long strings, wrong types) in its path, its query and its JSON body, signed in as the
// owner with a valid crumb. No answer may be a 5xx. FUZZ_SEED explores other draws.

import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, makeTestApp, PLATFORM_HOST, type TestApp, type TestClient } from './testing/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 146);
/** Random draws per route for the body (the fixed classes below are always sent). */
const BODY_RUNS = Number(process.env.FUZZ_BODY_RUNS ?? 16);
const QUERY_RUNS = Number(process.env.FUZZ_QUERY_RUNS ?? 12);

interface Route {
  method: string;
  url: string;
  /** A route that answers with a stream that never ends (server-sent events). */
  isStream: boolean;
}

/** Raw, already percent-encoded path segments and query values. */
const RAW_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%uD800',
  '%',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '-1',
  '0.5',
  '1e308',
  'NaN',
  '..%2F..%2Fetc',
  'x'.repeat(190),
  '%7B%7D',
  '%5B%5D',
];
const QUERY_ONLY = ['x'.repeat(5000), ''];

const STRINGS = ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00', 'x'.repeat(70_000), '', '💥'.repeat(400)];
const NUMBERS = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, -1, 0.5, 1e308, -1e308, 8.64e15 + 1];
const TIMES = [
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '99999-12-31T00:00:00Z',
  '2024-13-45T99:99Z',
];
const WRONG_TYPES: unknown[] = [
  null,
  true,
  [],
  {},
  ['\u0000'],
  { '\u0000': '\uD800' },
  { a: { b: [2 ** 31] } },
  Array.from({ length: 1000 }, () => 2 ** 31),
];
/** The body values most likely to reach the database, sent in every field a route names. */
const SHARP_BODY: unknown[] = [
  '\u0000',
  '\uD800',
  2 ** 31,
  -1,
  0.5,
  1e308,
  TIMES[0],
  'x'.repeat(70_000),
  {},
  [],
];
const BAD_VALUES: unknown[] = [...STRINGS, ...NUMBERS, ...TIMES, ...WRONG_TYPES];

/** Names most of the API's inputs use, for routes whose own messages name none. */
const COMMON_FIELDS = [
  'id',
  'title',
  'name',
  'slug',
  'text',
  'email',
  'password',
  'data',
  'code',
  'token',
  'quantity',
  'amount',
  'usageLimit',
  'expiresAt',
  'qtyInStock',
  'weightGrams',
  'timestamp',
  'line',
  'formId',
  'form',
  'key',
  'role',
  'caption',
  'alt',
  'description',
];
const COMMON_QUERY = ['q', 'limit', 'offset', 'days', 'threshold', 'status', 'lowStock', 'format', 'token'];

const ID_KEY = /(^id$|Id$|^token$)/;
/** Tried in turn for a field whose message says nothing of its type ("Choose a role."). */
const UNKNOWN_GUESSES: unknown[] = [1, 'fuzz', true];
/** Words of zod's messages that look like "field: …". */
const NOT_FIELDS = new Set(['input', 'option', 'format', 'value', 'key', 'keys', 'string', 'number']);
/** The query values most likely to reach the database: sent under each query name in turn. */
const QUERY_SHARP = ['%00', '%ED%A0%80', '2147483648', '99999999999999999999', '-1', 'x'.repeat(5000)];

/** Each route draws its own values (one seed for all would send every route the same few). */
const seedOf = (route: { method: string; url: string }) => {
  let hash = SEED;
  for (const c of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0;
  return hash;
};

describe('every route under hostile input', () => {
  let t: TestApp;
  const routes: Route[] = [];
  const seen = new Set<string>();
  let address = 0;

  beforeAll(async () => {
    t = await makeTestApp(
      // FUZZ_DATABASE=postgres (with TEST_DATABASE_URL) runs it on PostgreSQL.
      process.env.FUZZ_DATABASE === 'postgres' ? 'postgres' : 'pglite',
      { FORM_RATE_LIMIT_PER_MINUTE: '100000' },
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            const key = `${method} ${route.url}`;
            if (method === 'HEAD' || method === 'OPTIONS' || seen.has(key)) continue;
            seen.add(key);
            const config = route.config as { isStream?: boolean } | undefined;
            routes.push({ method, url: route.url!, isStream: config?.isStream === true });
          }
        },
      },
    );
  });
  afterAll(() => t?.close());

  /** Each request from its own address, so the per-address limits do not hide an answer. */
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  function collectIds(value: unknown, wanted: string, into: Set<string>) {
    if (Array.isArray(value)) for (const v of value) collectIds(v, wanted, into);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === 'string' && (k === wanted || ID_KEY.test(k)) && /^[\w.-]{1,100}$/.test(v))
          into.add(v);
        else collectIds(v, wanted, into);
      }
  }

  async function getJson(client: TestClient, url: string): Promise<unknown> {
    const answer = await client.request({ url, remoteAddress: nextAddress() });
    if (answer.statusCode !== 200 || !String(answer.headers['content-type']).includes('json')) return null;
    return answer.json();
  }

  /** Real values for a route's path parameters: ids from the list its path extends, else any id. */
  async function validParams(client: TestClient, route: Route, pool: string[]) {
    const values: Record<string, string> = {};
    const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    for (const name of names) {
      const pattern = route.url.slice(0, route.url.indexOf(`:${name}`)).replace(/\/$/, '');
      const ids = new Set<string>();
      if (routes.some((r) => r.method === 'GET' && r.url === pattern)) {
        collectIds(await getJson(client, fill(pattern, values)), name, ids);
      }
      values[name] = [...ids][0] ?? pool[0] ?? '0'.repeat(24);
    }
    return values;
  }

  const fill = (url: string, params: Record<string, string>) =>
    url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? 'x').replace(/\*$/, 'about');

  /**
   * A body the route's own validation accepts, as far as its 400 messages tell: each message names
   * a field ("title: …") and says what it expected; the field is filled and the body sent again.
   */
  async function learnBody(client: TestClient, route: Route, url: string, pool: string[]) {
    const body: Record<string, unknown> = {};
    const fields = new Set<string>();
    const attempts = new Map<string, number>();
    for (let round = 0; round < 8; round++) {
      const answer = await client.request({
        method: route.method as never,
        url,
        payload: body,
        remoteAddress: nextAddress(),
      });
      if (answer.statusCode !== 400 || !String(answer.headers['content-type']).includes('json')) break;
      const message = String((answer.json() as { message?: unknown }).message ?? '');
      let isProgress = false;
      for (const [path, said] of fieldMessages(message)) {
        fields.add(path);
        const tries = (attempts.get(path) ?? 0) + 1;
        attempts.set(path, tries);
        const guess = guessFor(path, said, pool) ?? UNKNOWN_GUESSES[tries - 1];
        if (guess !== undefined && setPath(body, path, guess)) isProgress = true;
      }
      if (!isProgress) break;
    }
    return { body, fields: [...fields] };
  }

  /** "title: Invalid input: expected string slug: Too big" → [[title, …], [slug, …]]. */
  function fieldMessages(message: string): [string, string][] {
    const starts = [...message.matchAll(/(?:^|\s)([A-Za-z_][\w.]*): /g)].filter(
      (m) => !NOT_FIELDS.has(m[1]!),
    );
    return starts.map((m, i) => {
      const from = m.index! + m[0].length;
      const to = i + 1 < starts.length ? starts[i + 1]!.index! : message.length;
      return [m[1]!, message.slice(from, to)];
    });
  }

  function guessFor(path: string, message: string, pool: string[]): unknown {
    const option = /expected one of "([^"]+)"/.exec(message);
    if (option) return option[1];
    if (/expected number|must be a number|whole/.test(message)) return 1;
    if (/expected boolean/.test(message)) return true;
    // One element, so the next answer names the element's own fields ("variants.0.price: …").
    if (/expected array/.test(message)) return [{}];
    if (/expected (object|record)/.test(message)) return {};
    if (/\bid\b/.test(message) || ID_KEY.test(path.split('.').at(-1)!)) return pool[0] ?? '0'.repeat(24);
    if (/email/i.test(path) || /email/i.test(message)) return 'fuzz@example.com';
    if (/expected string|must be text|empty|required/.test(message)) return 'fuzz';
    return undefined;
  }

  function setPath(target: Record<string, unknown>, path: string, value: unknown): boolean {
    const parts = path.split('.');
    let node: Record<string, unknown> = target;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (!next || typeof next !== 'object') node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    const last = parts.at(-1)!;
    if (JSON.stringify(node[last]) === JSON.stringify(value)) return false;
    node[last] = value;
    return true;
  }

  function getPath(target: unknown, path: string): unknown {
    return path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], target);
  }

  function leafPaths(value: unknown, prefix = ''): string[] {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value);
      if (entries.length === 0) return prefix ? [prefix] : [];
      return entries.flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
    }
    return prefix ? [prefix] : [];
  }

  async function fuzzRoute(client: TestClient, route: Route, pool: string[], failures: string[]) {
    const send = async (where: string, opts: { url: string; payload?: unknown }) => {
      try {
        const answer = await client.request({
          method: route.method as never,
          url: opts.url,
          remoteAddress: nextAddress(),
          ...(opts.payload === undefined ? {} : { payload: JSON.stringify(opts.payload) }),
          headers: opts.payload === undefined ? {} : { 'content-type': 'application/json' },
        });
        // The config area answers 503 on purpose where the editor was not built (a fresh clone).
        const isEditorNotBuilt =
          answer.statusCode === 503 && answer.body.startsWith('The editor is not built.');
        if (answer.statusCode >= 500 && !isEditorNotBuilt)
          failures.push(
            `${route.method} ${route.url} [${client.host}] ${where} → ${answer.statusCode} ${answer.body.slice(0, 200)}`,
          );
      } catch (error) {
        failures.push(
          `${route.method} ${route.url} [${client.host}] ${where} → threw ${(error as Error).message}`,
        );
      }
    };
    const params = await validParams(client, route, pool);
    const url = fill(route.url, params);
    // A route of the other kind of host (a site's API on the platform host, the platform's on a
    // site) answers 404 before it reads anything: its path is still tried, the rest is not.
    const probe = await client.request({
      method: route.method as never,
      url,
      remoteAddress: nextAddress(),
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    const probed = String(probe.headers['content-type']).includes('json')
      ? (probe.json() as { error?: string; message?: string })
      : {};
    const isOtherHost =
      probe.statusCode === 404 &&
      (probed.error === 'site_not_found' || (route.method !== 'GET' && probed.message === 'Page not found.'));
    const paramNames = Object.keys(params);
    const hasWildcard = route.url.endsWith('*');

    // The path: every parameter (and a wildcard's tail) holding each hostile value.
    if (paramNames.length || hasWildcard) {
      for (const raw of RAW_VALUES) {
        const bad = route.url.replace(/:(\w+)/g, raw).replace(/\*$/, raw);
        await send(`path=${raw.slice(0, 20)}`, {
          url: bad,
          payload: route.method === 'GET' ? undefined : {},
        });
      }
      // One parameter at a time, the others real, so a check of the first does not hide the next.
      if (paramNames.length > 1)
        for (const name of paramNames)
          for (const raw of RAW_VALUES.slice(0, 6))
            await send(`path ${name}=${raw}`, { url: fill(route.url, { ...params, [name]: raw }) });
    }

    if (isOtherHost) return;

    // The query: each common name holding a sharp value on its own (so another name's check does
    // not hide it), every name at once for the rest, and repeated and bracketed names.
    const separator = url.includes('?') ? '&' : '?';
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...COMMON_QUERY),
        fc.constantFrom(...QUERY_SHARP),
        async (key, raw) => {
          await send(`query ${key}=${raw.slice(0, 20)}`, { url: `${url}${separator}${key}=${raw}` });
        },
      ),
      { seed: seedOf(route), numRuns: QUERY_RUNS, endOnFailure: true },
    );
    for (const raw of [...RAW_VALUES.slice(0, 8), ...QUERY_ONLY]) {
      const query = COMMON_QUERY.map((k) => `${k}=${raw}`).join('&');
      await send(`query=${raw.slice(0, 20)}`, { url: `${url}${separator}${query}` });
    }
    await send('query arrays', {
      url: `${url}${separator}${COMMON_QUERY.map((k) => `${k}=1&${k}=2`).join('&')}`,
    });
    await send('query objects', {
      url: `${url}${separator}${COMMON_QUERY.map((k) => `${k}[a]=1`).join('&')}`,
    });

    if (route.method === 'GET') return;

    // The body: wrong shapes as a whole, then each field (learnt from the route's own messages,
    // or a common name) holding a hostile value inside an otherwise acceptable body.
    for (const whole of [...WRONG_TYPES, ...STRINGS.slice(0, 4), 2 ** 31])
      await send('body=whole', { url, payload: whole });
    const learnt = await learnBody(client, route, url, pool);
    const learntPaths = [...new Set([...leafPaths(learnt.body), ...learnt.fields])];
    // Every field the route named, holding each sharp value, in an otherwise acceptable body.
    for (const path of learntPaths) {
      const learntValue = getPath(learnt.body, path);
      // Inside a value the route accepts ("\u0000fuzz@example.com"), so its format checks pass.
      const inside = typeof learntValue === 'string' ? [`\u0000${learntValue}`, `\uD800${learntValue}`] : [];
      for (const value of [...SHARP_BODY, ...inside]) {
        const body = structuredClone(learnt.body);
        setPath(body, path, value);
        await send(`body ${path}=${JSON.stringify(value)?.slice(0, 30)}`, { url, payload: body });
      }
    }
    // Then random draws over those and the common names, with every class of value.
    const paths = [...new Set([...learntPaths, ...COMMON_FIELDS])];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom(...BAD_VALUES),
        fc.integer({ min: 0, max: 4 }),
        async (path, value, draw) => {
          // Mostly inside the learnt body, so the value gets past the other fields' checks.
          const body = draw > 0 ? structuredClone(learnt.body) : {};
          setPath(body, path, value);
          await send(`body ${path}=${JSON.stringify(value)?.slice(0, 30)}`, { url, payload: body });
        },
      ),
      { seed: seedOf(route), numRuns: BODY_RUNS, endOnFailure: true },
    );
  }

  async function ownerOn(host: string) {
    const client = t.client(host);
    await client.signIn('owner@demo.test');
    return client;
  }

  async function idPool(client: TestClient) {
    const ids = new Set<string>();
    for (const route of routes)
      if (
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !route.url.includes(':') &&
        !route.isStream
      )
        collectIds(await getJson(client, route.url), 'id', ids);
    return [...ids];
  }

  /** Writes first, deletes last (a deleted page or site would hide later answers). */
  const order = (r: Route) => (r.method === 'DELETE' ? 2 : r.method === 'GET' ? 0 : 1);

  it('issue 14 item 6: no route answers 5xx to hostile path, query or body values', async () => {
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    const ordered = [...routes].sort((a, b) => order(a) - order(b));
    for (const host of [DEMO_HOST, PLATFORM_HOST]) {
      let owner = await ownerOn(host);
      const pool = await idPool(owner);
      for (const route of ordered) {
        // A stream never ends: only its refusals (no session) can be checked here.
        await fuzzRoute(route.isStream ? t.client(host) : owner, route, pool, failures);
        // A route that signed the owner out (Logout) must not turn the rest into 401s.
        if ((await owner.request({ url: '/api/auth/me' })).statusCode !== 200) owner = await ownerOn(host);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
