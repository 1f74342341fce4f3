import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_ROOTS,
  DATA_MESSAGES,
  type DataRequestEnvironment,
  DataRequestError,
  dataLayer,
  dataRequest,
  LOGIN_REQUIRED_EVENT,
} from './data-request.ts';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function environment(replies: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const overlays: unknown[] = [];
  const sleeps: number[] = [];
  const env: DataRequestEnvironment = {
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      const next = replies.shift();
      if (!next) throw new Error('no more replies');
      if (next instanceof Error) throw next;
      return next;
    }) as typeof fetch,
    document,
    siteOrigin: 'http://demo.localhost:3000',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    showSystemError: (e) => overlays.push(e),
  };
  return { env, calls, overlays, sleeps };
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the layer reads the crumb from document.cookie
  document.cookie = 'crumb=crumb-one';
});

describe('the data-request layer', () => {
  it('DATA-001 sends GET, POST, PUT and DELETE', async () => {
    const { env, calls } = environment([
      json(200, {}),
      json(200, {}),
      json(200, {}),
      new Response(null, { status: 204 }),
    ]);
    await dataRequest({ url: '/api/a' }, env);
    await dataRequest({ url: '/api/a', method: 'POST', body: {} }, env);
    await dataRequest({ url: '/api/a', method: 'PUT', body: {} }, env);
    await dataRequest({ url: '/api/a', method: 'DELETE' }, env);
    expect(calls.map((c) => c.init.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    expect(typeof dataLayer.get).toBe('function');
  });

  it('DATA-002 every request carries the crumb as a query parameter', async () => {
    const { env, calls } = environment([json(200, {}), json(200, {})]);
    await dataRequest({ url: '/api/items' }, env);
    await dataRequest({ url: '/api/items?page=2' }, env);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/items?crumb=crumb-one',
      '/api/items?page=2&crumb=crumb-one',
    ]);
  });

  it('DATA-003 an optional JSON body', async () => {
    const { env, calls } = environment([json(200, {}), json(200, {})]);
    await dataRequest({ url: '/api/a', method: 'POST', body: { a: 1 } }, env);
    await dataRequest({ url: '/api/a', method: 'POST' }, env);
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it('DATA-004 the answer is parsed JSON, or the raw response when asked', async () => {
    const { env } = environment([json(200, { ok: 1 }), new Response('plain', { status: 200 })]);
    expect(await dataRequest({ url: '/api/a' }, env)).toEqual({ ok: 1 });
    const raw = await dataRequest<Response>({ url: '/api/a', isRaw: true }, env);
    expect(await raw.text()).toBe('plain');
  });

  it('DATA-005 a 204 yields an empty result', async () => {
    const { env } = environment([new Response(null, { status: 204 })]);
    expect(await dataRequest({ url: '/api/a', method: 'DELETE' }, env)).toBeUndefined();
  });

  it('DATA-006 the API roots', () => {
    expect(API_ROOTS).toEqual(['/api/', '/api/rest/']);
  });

  it('DATA-007 credentials go only to the site’s own domain; secure calls include them', async () => {
    const { env, calls } = environment([json(200, {}), json(200, {}), json(200, {})]);
    await dataRequest({ url: 'http://demo.localhost:3000/api/a', isSecure: true }, env);
    await dataRequest({ url: '/api/a' }, env);
    await dataRequest({ url: 'https://elsewhere.example/api/a', isSecure: true }, env);
    expect(calls.map((c) => c.init.credentials)).toEqual(['include', 'same-origin', 'omit']);
  });

  it('DATA-009 a crumbFail takes the new crumb cookie and retries once', async () => {
    const { env, calls } = environment([json(403, { crumbFail: true }), json(200, { saved: true })]);
    const promise = dataRequest({ url: '/api/a', method: 'POST', body: {} }, env);
    // biome-ignore lint/suspicious/noDocumentCookie: the server's fresh crumb arrives as a cookie
    document.cookie = 'crumb=crumb-two';
    expect(await promise).toEqual({ saved: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/a?crumb=crumb-one', '/api/a?crumb=crumb-two']);
  });

  it('DATA-010 a request already retried after a crumbFail is not retried again', async () => {
    const { env, calls } = environment([json(403, { crumbFail: true }), json(403, { crumbFail: true })]);
    await expect(dataRequest({ url: '/api/a', method: 'POST' }, env)).rejects.toBeInstanceOf(
      DataRequestError,
    );
    expect(calls).toHaveLength(2);
  });

  it('DATA-011 an answer that is not JSON', async () => {
    const { env } = environment([new Response('<html>', { status: 200 })]);
    await expect(dataRequest({ url: '/api/a' }, env)).rejects.toThrow(
      'Internal Error: Unable to parse server response...',
    );
  });

  it('DATA-012 DATA-013 DATA-014 DATA-015 messages by status', async () => {
    const cases: [number, string][] = [
      [401, DATA_MESSAGES.unauthorized],
      [403, 'Unauthorized request'],
      [500, 'Internal server error. Please try again later.'],
      [501, DATA_MESSAGES.internal],
      [503, 'This service is temporarily unavailable. Please try again later.'],
      [404, 'Unable to connect…'],
      [502, 'Unable to connect…'],
    ];
    for (const [status, message] of cases) {
      const { env } = environment([json(status, {})]);
      await expect(dataRequest({ url: '/api/a' }, env)).rejects.toThrow(message);
    }
  });

  it('DATA-016 with a retry count, an "Unable to connect…" failure is retried after 200 ms', async () => {
    const { env, calls, sleeps } = environment([json(404, {}), json(200, { ok: true })]);
    expect(await dataRequest({ url: '/api/a', retryCount: 1 }, env)).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([200]);
    const without = environment([json(404, {})]);
    await expect(dataRequest({ url: '/api/a' }, without.env)).rejects.toThrow('Unable to connect…');
    expect(without.calls).toHaveLength(1);
  });

  it('DATA-017 400/401/500/502 carrying error, message or billingErrorCode go to the failure handler', async () => {
    for (const [status, body] of [
      [400, { error: 'bad' }],
      [401, { message: 'no' }],
      [500, { billingErrorCode: 'CARD' }],
      [502, { error: 'gateway' }],
    ] as const) {
      const { env, overlays } = environment([json(status, body)]);
      const onFailure = vi.fn(() => true);
      await expect(dataRequest({ url: '/api/a', onFailure }, env)).rejects.toBeInstanceOf(DataRequestError);
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status }));
      expect(overlays).toEqual([]);
    }
    const { env } = environment([json(404, { error: 'x' })]);
    const onFailure = vi.fn(() => true);
    await expect(dataRequest({ url: '/api/a', onFailure }, env)).rejects.toThrow();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('DATA-018 loginRequired fires the login-required event', async () => {
    const { env, overlays } = environment([json(401, { loginRequired: true })]);
    const heard = vi.fn();
    document.addEventListener(LOGIN_REQUIRED_EVENT, heard);
    await expect(dataRequest({ url: '/api/a' }, env)).rejects.toBeInstanceOf(DataRequestError);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(overlays).toEqual([]);
    document.removeEventListener(LOGIN_REQUIRED_EVENT, heard);
  });

  it('DATA-019 authorizationFail is never taken as a success', async () => {
    const { env } = environment([json(200, { authorizationFail: true })]);
    await expect(dataRequest({ url: '/api/a' }, env)).rejects.toThrow('Unauthorized request');
  });

  it('DATA-020 an unhandled failure shows the system-error overlay with message, url, format and error key', async () => {
    const { env, overlays } = environment([json(500, { error: 'db_down' })]);
    await expect(dataRequest({ url: '/api/a' }, env)).rejects.toThrow();
    expect(overlays).toEqual([
      {
        message: DATA_MESSAGES.internal,
        url: '/api/a',
        format: 'json',
        errorKey: 'db_down',
        isCleaned: false,
      },
    ]);
  });

  it('DATA-021 a network error reads "Unable to connect…"', async () => {
    const { env, overlays } = environment([new TypeError('Failed to fetch')]);
    await expect(dataRequest({ url: '/api/a' }, env)).rejects.toThrow('Unable to connect…');
    expect(overlays).toHaveLength(1);
  });
});
