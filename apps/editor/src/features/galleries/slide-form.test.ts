import type { GalleryItemView } from '@folio/core/gallery-api';
import { describe, expect, it } from 'vitest';
import { draftOf, draftProblems, patchOf, roomProblem } from './slide-form.ts';

const aSlide = (over: Partial<GalleryItemView> = {}): GalleryItemView => ({
  id: 'i1',
  slug: 'pier',
  type: 'image',
  mediaId: 'm1',
  src: '/s/m1/pier.jpg',
  width: 10,
  height: 10,
  focalPoint: { x: 0.5, y: 0.5 },
  alt: 'From the library',
  caption: '',
  clickThroughUrl: '',
  videoUrl: '',
  ...over,
});

describe('the slide form', () => {
  it('sends only what changed, trimmed; a video address only for a video', () => {
    const slide = aSlide();
    expect(patchOf(slide, draftOf(slide))).toEqual({});
    expect(
      patchOf(slide, { ...draftOf(slide), caption: 'Dusk ', clickThroughUrl: ' /about ', videoUrl: 'x' }),
    ).toEqual({ caption: 'Dusk ', clickThroughUrl: '/about' });
    const video = aSlide({ type: 'video', videoUrl: 'https://youtu.be/a' });
    expect(patchOf(video, { ...draftOf(video), videoUrl: ' https://youtu.be/b ' })).toEqual({
      videoUrl: 'https://youtu.be/b',
    });
  });

  it('EDIT-022 says how many more images fit', () => {
    expect(roomProblem(48, 2)).toBeNull();
    expect(roomProblem(48, 3)).toBe(
      'A gallery can have at most 50 images. This one has 48, so you can add 2 more.',
    );
    expect(roomProblem(50, 1)).toBe(
      'A gallery can have at most 50 images. This one is full: remove a slide to make room.',
    );
  });

  it('catches over-long text and an empty slide URL before sending', () => {
    const draft = { ...draftOf(aSlide()), alt: 'x'.repeat(501), slug: ' ' };
    expect(draftProblems(draft)).toEqual({
      alt: 'Alt text can be at most 500 characters (this one has 501).',
      slug: 'Give the slide a URL: lowercase letters, digits and hyphens.',
    });
  });
});
