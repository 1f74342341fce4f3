import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_FAILED,
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  CSS_CHUNK_LOAD_FAILED,
  loadChunk,
  NotFoundError,
} from './chunk-load.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('lazy chunks', () => {
  it('PAGE-032 a chunk that answers in time resolves with its module', async () => {
    await expect(loadChunk('island-Accordion', () => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
    // Its timer is cleared: nothing is left to fire.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('PAGE-032 a chunk still loading after 120 s fails with a ChunkLoadError (not a second earlier)', async () => {
    const result = loadChunk('island-Gallery', () => new Promise(() => {})).catch((error: unknown) => error);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await result) as ChunkLoadError;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.type).toBe('timeout');
    expect(error.message).toBe(`${CHUNK_LOAD_FAILED}: island-Gallery`);
  });

  it("PAGE-033 a chunk that fails to load gives 'Loading chunk failed' (ChunkLoadError) with the URL asked for", async () => {
    const url = 'http://demo.localhost:3000/_site/assets/island-Accordion-x1.js';
    const error = (await loadChunk('island-Accordion', () =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    ).catch((e: unknown) => e)) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message.startsWith('Loading chunk failed')).toBe(true);
    expect(error.type).toBe('missing');
    expect(error.request).toBe(url);
    expect(error.code).toBe('CHUNK_LOAD_FAILED');
  });

  it('PAGE-034 a stylesheet chunk that fails to load gives CSS_CHUNK_LOAD_FAILED', async () => {
    const url = 'http://demo.localhost:3000/_site/assets/island-Map-x2.css';
    const error = (await loadChunk('island-Map', () =>
      Promise.reject(new Error(`Unable to preload CSS for ${url}`)),
    ).catch((e: unknown) => e)) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.code).toBe(CSS_CHUNK_LOAD_FAILED);
    expect(error.message).toBe(`CSS_CHUNK_LOAD_FAILED: island-Map (${url})`);
    expect(error.request).toBe(url);
  });

  it('PAGE-035 a NotFoundError carries a path', () => {
    const error = new NotFoundError('blocks/Map/island');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NotFoundError');
    expect(error.path).toBe('blocks/Map/island');
    expect(error.message).toBe('Not found: blocks/Map/island');
  });
});
