import { describe, expect, it } from 'vitest';
import { GALLERY_DESIGNS, galleryDesign, widgetDesignFor } from './gallery-rules.ts';

describe('gallery designs and defaults', () => {
  it('GAL-001 the designs', () => {
    expect(GALLERY_DESIGNS).toEqual([
      'grid',
      'autogrid',
      'autocolumns',
      'autorows',
      'carousel',
      'list',
      'strip',
      'stacked',
    ]);
  });
  it('GAL-011 block designs map to widget designs', () => {
    expect(widgetDesignFor('stacked')).toBe('base');
    expect(widgetDesignFor('slider')).toBe('strip');
    expect(widgetDesignFor('slideshow')).toBe('stacked');
    for (const same of ['grid', 'autogrid', 'autocolumns', 'carousel', 'list'])
      expect(widgetDesignFor(same)).toBe(same);
    expect(widgetDesignFor('mosaic')).toBe('base');
  });
  it('GAL-012 an unknown design name throws the spec’s error', () => {
    expect(() => galleryDesign('mosaic')).toThrow(
      'These are not the gallery designs you are looking for. (We could not find a design by the name mosaic)',
    );
    expect(galleryDesign('grid')).toBe('grid');
  });
});
