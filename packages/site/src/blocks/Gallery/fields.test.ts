import { describe, expect, it } from 'vitest';
import { galleryDefaults, galleryFieldNames, galleryFields } from './fields.ts';

describe('the Gallery block’s fields in the editor', () => {
  it('shows only what the chosen design uses', () => {
    const masonry = galleryFieldNames({ ...galleryDefaults, design: 'autocolumns' });
    expect(masonry).toContain('columnWidth');
    expect(masonry).not.toContain('slidesPerRow');
    expect(masonry).not.toContain('transition');
    const slideshow = galleryFieldNames({ ...galleryDefaults, design: 'stacked' });
    expect(slideshow).toEqual(
      expect.arrayContaining(['transition', 'thumbnails', 'loop', 'autoplay', 'historyHash']),
    );
    expect(slideshow).not.toContain('columnWidth');
  });

  it('asks for seconds only with autoplay on, and lightbox colours only with the lightbox on', () => {
    const base = { ...galleryDefaults, design: 'carousel' as const };
    expect(galleryFieldNames({ ...base, autoplay: false })).not.toContain('autoplay-duration');
    expect(galleryFieldNames({ ...base, autoplay: true })).toContain('autoplay-duration');
    expect(galleryFieldNames({ ...base, lightbox: false })).not.toContain('lightboxTheme');
  });

  it('every name it gives is a field of the block, for every design', () => {
    for (const design of [
      'grid',
      'autogrid',
      'autocolumns',
      'autorows',
      'carousel',
      'list',
      'strip',
      'stacked',
    ] as const)
      for (const name of galleryFieldNames({ ...galleryDefaults, design, autoplay: true }))
        expect(Object.keys(galleryFields)).toContain(name);
  });
});
