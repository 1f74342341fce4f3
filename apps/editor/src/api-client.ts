// The config area's data requests: JSON in and out, the anti-forgery crumb on every call
// (header X-Crumb and query parameter crumb), one retry after a crumbFail (DATA-009, DATA-010).
import { MESSAGES } from '@folio/core/message-catalogue';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sent on every config API call: the server answers changes only with it, as no HTML form, link
 * or published page's default request carries it (docs/decisions/012).
 */
export const CONFIG_AREA_HEADER = { name: 'x-folio-config', value: '1' } as const;

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function withCrumb(path: string, crumb: string | undefined): string {
  if (!crumb) return path;
  return `${path}${path.includes('?') ? '&' : '?'}crumb=${encodeURIComponent(crumb)}`;
}

/**
 * An answer to a GET that early-requests.ts started before the bundle ran, taken once; later
 * calls fetch afresh. Only for the browser's own fetch (tests pass theirs).
 */
async function takeEarlyAnswer(path: string, fetchImpl: typeof fetch): Promise<Response | undefined> {
  if (typeof window === 'undefined' || fetchImpl !== globalThis.fetch) return undefined;
  const answers = (window as unknown as { __folioEarlyRequests?: Map<string, Promise<Response>> })
    .__folioEarlyRequests;
  const answer = answers?.get(path);
  if (!answer) return undefined;
  answers?.delete(path);
  // Only a success is used: a refusal (signed out, no crumb yet) is asked again, as it may be
  // stale by now (the owner has signed in since).
  const response = await answer.catch(() => undefined);
  return response?.ok ? response : undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Set on the one retry after a crumbFail, so it is never retried again. */
  isRetry?: boolean;
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  const method = options.method ?? 'GET';
  const crumb = readCookie('crumb');
  const headers: Record<string, string> = {
    accept: 'application/json',
    [CONFIG_AREA_HEADER.name]: CONFIG_AREA_HEADER.value,
  };
  if (crumb) headers['x-crumb'] = crumb;
  // FormData (file uploads) and URLSearchParams (EDIT-079's form-encoded widgetJSON) set their own
  // content type; everything else is JSON.
  const isForm =
    (typeof FormData !== 'undefined' && options.body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && options.body instanceof URLSearchParams);
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    const early = method === 'GET' && !options.isRetry ? await takeEarlyAnswer(path, fetchImpl) : undefined;
    response =
      early ??
      (await fetchImpl(withCrumb(path, crumb), {
        method,
        headers,
        credentials: 'same-origin',
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData | URLSearchParams)
              : JSON.stringify(options.body),
      }));
  } catch {
    throw new ApiError(0, 'network', MESSAGES.unableToConnectPleaseTryAgain);
  }
  if (response.status === 204) return undefined as T;
  let payload: Record<string, unknown> | undefined;
  try {
    payload = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new ApiError(response.status, 'unparseable', MESSAGES.unableToParseResponse);
  }
  if (response.ok) return payload as T;
  // The server sent a fresh crumb cookie with crumbFail: try once more with it.
  if (payload?.crumbFail && !options.isRetry)
    return apiRequest<T>(path, { ...options, isRetry: true }, fetchImpl);
  const message = typeof payload?.message === 'string' ? payload.message : MESSAGES.somethingWentWrong;
  throw new ApiError(response.status, typeof payload?.error === 'string' ? payload.error : 'error', message);
}
