import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, NotFoundError } from '../runtime/chunk-load.ts';
import { hydrateIslands, islandLoader } from './client.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('islands and their chunks', () => {
  it('PAGE-028 PAGE-029 PAGE-030 the cart and product-review parts are chunks of their own, loaded per block on the page', () => {
    expect(islandLoader('Cart')).toBeTypeOf('function');
    expect(islandLoader('ProductReview')).toBeTypeOf('function');
  });

  it('PAGE-035 an island with no chunk is reported as a NotFoundError with its path; the page goes on', async () => {
    document.body.innerHTML =
      '<div data-island="Nowhere" data-props="{}">server markup</div><p id="rest">still here</p>';
    const report = vi.fn();
    await hydrateIslands(document, report);
    const error = report.mock.calls[0]?.[0] as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.path).toBe('blocks/Nowhere/island');
    const element = document.querySelector<HTMLElement>('[data-island]');
    expect(element?.dataset.islandFailed).toBe('');
    expect(element?.dataset.hydrated).toBeUndefined();
    expect(element?.textContent).toBe('server markup');
  });

  it("PAGE-033 ChunkLoadError is what the reporter hears for a chunk that fails ('Loading chunk failed')", () => {
    expect(new ChunkLoadError('island-Cart', 'missing').message).toBe('Loading chunk failed: island-Cart');
  });
});
