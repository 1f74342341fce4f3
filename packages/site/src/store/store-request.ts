// JSON calls of the islands (store, forms, reviews) to the site's own API: the crumb on every
// call, one retry after a crumbFail, and the answer's status and body handed back (the islands
// show the server's messages themselves, so nothing here opens the system-error overlay).
import { readCrumb, withCrumb } from '../runtime/crumb.ts';

// Decision 057: the crumb's helpers come from here for the data layer and the error reporter too, so
// they travel in this small chunk, which the islands load anyway, not in a chunk of their own (one
// more round trip before an island works).
export { readCrumb, withCrumb };

export interface StoreAnswer<T = Record<string, unknown>> {
  status: number;
  data: T;
}

export type StoreRequest = <T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  doc?: Document,
) => Promise<StoreAnswer<T>>;

/** Throws only when the network fails; any HTTP answer is returned. */
export const storeRequest: StoreRequest = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  doc: Document = document,
) => {
  const send = async (): Promise<StoreAnswer<T>> => {
    const response = await fetch(withCrumb(url, readCrumb(doc)), {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let data = {} as T;
    if (response.status !== 204) {
      try {
        data = (await response.json()) as T;
      } catch {
        data = {} as T;
      }
    }
    return { status: response.status, data };
  };
  const first = await send();
  const isCrumbFail = first.status === 403 && (first.data as { crumbFail?: unknown }).crumbFail === true;
  return isCrumbFail ? send() : first;
};

/** The server's message in a failed answer, or the fallback. */
export function answerMessage(answer: StoreAnswer<unknown>, fallback: string): string {
  const message = (answer.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
