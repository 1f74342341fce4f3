import { describe, expect, it } from 'vitest';
import {
  ANCHOR_MESSAGE,
  ANCHOR_RESERVED_MESSAGE,
  IMAGE_SHAPES,
  imageProblem,
  MASK_HEIGHT_PERCENT,
  SHAPE_MESSAGE,
  sectionAnchorId,
  sectionProblem,
} from './shape-mask.ts';

describe('shape masks and section anchors (decision 053)', () => {
  it('UI-069 every mask height is 100, 150 or 67 percent, and each of the three is used', () => {
    const heights = Object.values(MASK_HEIGHT_PERCENT);
    expect(new Set(heights)).toEqual(new Set([100, 150, 67]));
    expect(Object.keys(MASK_HEIGHT_PERCENT)).toEqual(IMAGE_SHAPES.filter((s) => s !== 'none'));
  });

  it('UI-069 an unknown shape is refused with a message; a known one or none passes', () => {
    expect(imageProblem({ shape: 'star' })).toBe(SHAPE_MESSAGE);
    expect(imageProblem({ shape: 1 })).toBe(SHAPE_MESSAGE);
    expect(imageProblem({ shape: 'arch' })).toBeNull();
    expect(imageProblem({})).toBeNull();
  });

  it('issue 19: a section anchor is strict and never one of the page frame ids', () => {
    for (const bad of ['About', '1st', 'a b', 'x"><script>', '-a', 'a'.repeat(41), 3])
      expect(sectionProblem({ anchor: bad }), String(bad)).toBe(ANCHOR_MESSAGE);
    for (const reserved of ['main', 'top', 'account'])
      expect(sectionProblem({ anchor: reserved })).toBe(ANCHOR_RESERVED_MESSAGE);
    expect(sectionProblem({ anchor: 'opening-hours' })).toBeNull();
    expect(sectionProblem({ anchor: '' })).toBeNull();
    expect(sectionAnchorId('opening-hours')).toBe('opening-hours');
    expect(sectionAnchorId('main')).toBeUndefined();
    expect(sectionAnchorId('x"><b>')).toBeUndefined();
  });
});
