import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client.ts';

function reply(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

describe('the config area’s data requests', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads the crumb from document.cookie
    document.cookie = 'crumb=first-crumb-value-123';
  });

  it('sends the crumb as a query parameter (and header) on every request', async () => {
    const fetchImpl = vi.fn(async () => reply(200, { ok: true }));
    await apiRequest('/api/config/pages', {}, fetchImpl as typeof fetch);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/config/pages?crumb=first-crumb-value-123');
    expect((init.headers as Record<string, string>)['x-crumb']).toBe('first-crumb-value-123');
  });

  it('issue 14 item 5: marks every call as the config area’s own with X-Folio-Config: 1', async () => {
    const fetchImpl = vi.fn(async () => reply(200, { ok: true }));
    await apiRequest('/api/config/pages', { method: 'POST', body: {} }, fetchImpl as typeof fetch);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-folio-config']).toBe('1');
  });

  it('retries once with the new crumb after a crumbFail', async () => {
    const fetchImpl = vi.fn(async () => {
      if (fetchImpl.mock.calls.length === 1) {
        // biome-ignore lint/suspicious/noDocumentCookie: the server's fresh crumb arrives as a cookie
        document.cookie = 'crumb=second-crumb-value-456';
        return reply(403, { error: 'crumb_fail', crumbFail: true, message: 'expired' });
      }
      return reply(200, { saved: true });
    });
    const result = await apiRequest('/api/x', { method: 'POST', body: {} }, fetchImpl as typeof fetch);
    expect(result).toEqual({ saved: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect((fetchImpl.mock.calls[1] as unknown as [string])[0]).toBe('/api/x?crumb=second-crumb-value-456');
  });

  it('a request already retried after a crumbFail is not retried again', async () => {
    const fetchImpl = vi.fn(async () =>
      reply(403, { error: 'crumb_fail', crumbFail: true, message: 'expired' }),
    );
    await expect(
      apiRequest('/api/x', { method: 'POST', body: {} }, fetchImpl as typeof fetch),
    ).rejects.toThrow('expired');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('surfaces the server’s message and code', async () => {
    const fetchImpl = vi.fn(async () =>
      reply(403, { error: 'forbidden', message: 'Viewers can look at this site but cannot change it.' }),
    );
    const error = await apiRequest('/api/x', { method: 'PUT', body: {} }, fetchImpl as typeof fetch).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Viewers can look at this site but cannot change it.',
    });
  });

  it('a response that is not JSON fails with the parse message', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>', { status: 502 }));
    await expect(apiRequest('/api/x', {}, fetchImpl as typeof fetch)).rejects.toThrow(
      'Internal Error: Unable to parse server response...',
    );
  });

  it('a 204 response yields an empty result', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    expect(await apiRequest('/api/x', { method: 'DELETE' }, fetchImpl as typeof fetch)).toBeUndefined();
  });

  it('issue 16: takes an answer early-requests.ts started once, and asks again after a refusal', async () => {
    const early = window as unknown as { __folioEarlyRequests?: Map<string, Promise<Response>> };
    const fresh = vi.fn(async () => reply(200, { who: 'fresh' }));
    vi.stubGlobal('fetch', fresh);
    try {
      early.__folioEarlyRequests = new Map([
        ['/api/config/site', Promise.resolve(reply(200, { who: 'early' }))],
        ['/api/auth/me', Promise.resolve(reply(401, { message: 'Sign in' }))],
      ]);
      expect(await apiRequest('/api/config/site')).toEqual({ who: 'early' });
      expect(fresh).not.toHaveBeenCalled();
      // Taken once: the next call fetches.
      expect(await apiRequest('/api/config/site')).toEqual({ who: 'fresh' });
      // A refusal before sign-in is stale: asked again.
      expect(await apiRequest('/api/auth/me')).toEqual({ who: 'fresh' });
      expect(fresh).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
      delete early.__folioEarlyRequests;
    }
  });
});
