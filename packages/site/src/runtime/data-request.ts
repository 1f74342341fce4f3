// The data-request layer of published sites (DATA-001..021): JSON calls to the site's own API with
// the anti-forgery crumb, the spec's error catalogue, one retry after a crumbFail, and the
// system-error overlay for failures nobody else handles.

import { readCrumb, withCrumb } from '../store/store-request.ts';
import type { SystemError } from './system-error-overlay.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const DATA_MESSAGES = {
  unparseable: 'Internal Error: Unable to parse server response...',
  unauthorized: 'Unauthorized request',
  internal: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect…',
} as const;

/** DATA-006 */
export const API_ROOTS = ['/api/', '/api/rest/'] as const;
export const LOGIN_REQUIRED_EVENT = 'folio:login-required';
const RETRY_DELAY_MS = 200;
const FAILURE_HANDLER_STATUSES = new Set([400, 401, 500, 502]);

export interface DataFailure {
  status: number;
  message: string;
  error?: unknown;
  billingErrorCode?: unknown;
  body?: unknown;
}

export interface DataRequest {
  method?: Method;
  url: string;
  /** DATA-003 */
  body?: unknown;
  /** DATA-004: the Response itself instead of parsed JSON. */
  isRaw?: boolean;
  /** DATA-016: how many times an 'Unable to connect…' failure is tried again. */
  retryCount?: number;
  /** DATA-007: a cross-site call to the site's own domain that must carry credentials. */
  isSecure?: boolean;
  /** DATA-017: takes failures that carry error, message or billingErrorCode; true when handled. */
  onFailure?: (failure: DataFailure) => boolean;
  /** DATA-010: set on the single retry after a crumbFail. */
  isRetry?: boolean;
  /** Extra headers, e.g. the site user's X-SiteUser-XSRF-Token (AUTH-022). */
  headers?: Record<string, string>;
}

export class DataRequestError extends Error {
  constructor(readonly failure: DataFailure) {
    super(failure.message);
  }
}

export interface DataRequestEnvironment {
  fetch: typeof fetch;
  document: Document;
  siteOrigin: string;
  sleep: (ms: number) => Promise<void>;
  showSystemError: (error: SystemError) => void;
}

function browserEnvironment(): DataRequestEnvironment {
  return {
    fetch: (...args) => fetch(...args),
    document,
    siteOrigin: location.origin,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    // Decision 057: the overlay is its own chunk, loaded on the first error it shows.
    showSystemError: (error) =>
      void import('./system-error-overlay.ts').then((m) => m.showSystemError(error)),
  };
}

export { readCrumb, withCrumb } from '../store/store-request.ts';

function statusMessage(status: number): string {
  if (status === 401 || status === 403) return DATA_MESSAGES.unauthorized;
  if (status === 500 || status === 501) return DATA_MESSAGES.internal;
  if (status === 503) return DATA_MESSAGES.unavailable;
  return DATA_MESSAGES.unableToConnect;
}

export async function dataRequest<T = unknown>(
  request: DataRequest,
  env: DataRequestEnvironment = browserEnvironment(),
): Promise<T> {
  const method = request.method ?? 'GET';
  const url = withCrumb(request.url, readCrumb(env.document));
  const target = new URL(url, env.siteOrigin);
  const isOwnSite = target.origin === new URL(env.siteOrigin).origin;
  const fail = (failure: DataFailure, format: SystemError['format'], isOverlayed = true): never => {
    if (isOverlayed) {
      env.showSystemError({
        message: failure.message,
        url: request.url,
        format,
        errorKey: typeof failure.error === 'string' ? failure.error : undefined,
        isCleaned: !failure.message,
      });
    }
    throw new DataRequestError(failure);
  };
  const retry = async (): Promise<T> => {
    await env.sleep(RETRY_DELAY_MS);
    return dataRequest<T>({ ...request, retryCount: (request.retryCount ?? 0) - 1 }, env);
  };

  let response: Response;
  try {
    response = await env.fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      // DATA-007: credentials go only to the site's own domain.
      credentials: isOwnSite ? (request.isSecure ? 'include' : 'same-origin') : 'omit',
    });
  } catch {
    // DATA-021, DATA-016
    if ((request.retryCount ?? 0) > 0) return retry();
    return fail({ status: 0, message: DATA_MESSAGES.unableToConnect }, 'json');
  }

  // DATA-005
  if (response.status === 204) return undefined as T;
  if (request.isRaw && response.ok) return response as T;

  let body: Record<string, unknown> | null = null;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    return fail(
      { status: response.status, message: DATA_MESSAGES.unparseable },
      request.isRaw ? 'raw' : 'json',
    );
  }

  // DATA-009, DATA-010: the server set a fresh crumb cookie; try once more with it.
  if (body?.crumbFail && !request.isRetry) return dataRequest<T>({ ...request, isRetry: true }, env);
  // DATA-018
  if (body?.loginRequired) {
    env.document.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url: request.url } }));
    return fail({ status: response.status, message: statusMessage(response.status), body }, 'json', false);
  }
  // DATA-019: never a success, whatever the status.
  if (body?.authorizationFail) {
    return fail(
      { status: response.status, message: DATA_MESSAGES.unauthorized, error: 'authorizationFail', body },
      'json',
    );
  }
  if (response.ok) return body as T;

  const failure: DataFailure = {
    status: response.status,
    message: statusMessage(response.status),
    error: body?.error,
    billingErrorCode: body?.billingErrorCode,
    body,
  };
  // DATA-017
  const carriesDetail = body && ('error' in body || 'message' in body || 'billingErrorCode' in body);
  if (FAILURE_HANDLER_STATUSES.has(response.status) && carriesDetail && request.onFailure?.(failure)) {
    throw new DataRequestError(failure);
  }
  if (failure.message === DATA_MESSAGES.unableToConnect && (request.retryCount ?? 0) > 0) return retry();
  return fail(failure, 'json');
}

/** DATA-001 */
export const dataLayer = {
  get: <T>(url: string, options: Omit<DataRequest, 'url' | 'method'> = {}) =>
    dataRequest<T>({ ...options, url, method: 'GET' }),
  post: <T>(url: string, body?: unknown, options: Omit<DataRequest, 'url' | 'method' | 'body'> = {}) =>
    dataRequest<T>({ ...options, url, body, method: 'POST' }),
  put: <T>(url: string, body?: unknown, options: Omit<DataRequest, 'url' | 'method' | 'body'> = {}) =>
    dataRequest<T>({ ...options, url, body, method: 'PUT' }),
  delete: <T>(url: string, options: Omit<DataRequest, 'url' | 'method'> = {}) =>
    dataRequest<T>({ ...options, url, method: 'DELETE' }),
};
