// PAGE-032..035: how the runtime loads its lazy chunks (from the site's asset path, /_site/assets/)
// and the errors a failed load gives.
export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** PAGE-033 (and PAGE-034: `code` CSS_CHUNK_LOAD_FAILED for a stylesheet). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    chunk: string,
    readonly type: 'missing' | 'timeout' | 'css',
    readonly request = '',
  ) {
    super(
      `${type === 'css' ? CSS_CHUNK_LOAD_FAILED : CHUNK_LOAD_FAILED}: ${chunk}${request && ` (${request})`}`,
    );
  }
  get code(): string {
    return this.type === 'css' ? CSS_CHUNK_LOAD_FAILED : 'CHUNK_LOAD_FAILED';
  }
}

/** PAGE-035: something the runtime looked for is not there; `path` says where it looked. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  constructor(readonly path: string) {
    super(`Not found: ${path}`);
  }
}

/**
 * PAGE-032: one chunk, given up after 120 s. A failed script gives ChunkLoadError 'Loading chunk
 * failed'; a failed stylesheet (Vite's preload helper says 'Unable to preload CSS for <url>') gives
 * CSS_CHUNK_LOAD_FAILED; both carry the URL the browser asked for when the browser names it.
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), CHUNK_TIMEOUT_MS);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = String((error as Error)?.message ?? error);
        const request = /\S+\.(js|css)\b/.exec(message);
        reject(new ChunkLoadError(chunk, request?.[1] === 'css' ? 'css' : 'missing', request?.[0]));
      },
    );
  });
}
