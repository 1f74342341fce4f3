import { describe, expect, it } from 'vitest';
import { MAX_QUERY_KEYS, parseQueryString } from './query-string.ts';

describe('query strings', () => {
  it('DATA-008 parse at most 1000 keys', () => {
    const query = Array.from({ length: 1500 }, (_, i) => `k${i}=${i}`).join('&');
    const parsed = parseQueryString(query);
    expect(Object.keys(parsed)).toHaveLength(MAX_QUERY_KEYS);
    expect(MAX_QUERY_KEYS).toBe(1000);
    expect(parsed.k999).toBe('999');
    expect(parsed.k1000).toBeUndefined();
  });
});
