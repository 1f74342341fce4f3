import { describe, expect, it } from 'vitest';
import { moved, orderAfterDrop } from './slide-order.ts';

describe('moving slides', () => {
  it('a slide dropped on another takes its place; the others close up', () => {
    expect(orderAfterDrop(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(orderAfterDrop(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(orderAfterDrop(['a', 'b'], 'a', 'a')).toBeNull();
    expect(orderAfterDrop(['a', 'b'], 'x', 'a')).toBeNull();
  });

  it('a step past either end stays at the end', () => {
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
});
