import { describe, expect, it } from 'vitest';
import {
  clickThroughProblem,
  fileStem,
  slugFrom,
  slugProblem,
  uniqueSlug,
  videoProblem,
  videoSize,
} from './slide-rules.ts';

describe('gallery slide rules', () => {
  it('GAL-035 a slide URL is made from a caption or file name, and made unique in its collection', () => {
    expect(slugFrom(fileStem('Café au Lait (2).JPG'))).toBe('cafe-au-lait-2');
    expect(slugFrom('  --  ')).toBe('');
    expect(slugFrom('a'.repeat(200)).length).toBeLessThanOrEqual(76);
    const taken = new Set(['pier', 'pier-2']);
    expect(uniqueSlug('pier', taken, 'image')).toBe('pier-3');
    expect(uniqueSlug('', taken, 'image')).toBe('image');
    expect(uniqueSlug('', taken, 'image')).toBe('image-2');
    expect(slugProblem('morning-lake-2')).toBeNull();
    for (const bad of ['Morning', 'a--b', '-a', 'a b', '', 'a'.repeat(81)])
      expect(slugProblem(bad)).not.toBeNull();
  });

  it('GAL-032 a click-through URL is a link a visitor may safely follow', () => {
    for (const ok of [
      '',
      'https://example.com',
      'http://example.com/a?b=c#d',
      '/about',
      '#top',
      '/pages/0123456789abcdef01234567',
      '/s/0123456789abcdef01234567/a.png',
      'mailto:prints@example.com',
      'tel:+1-555-1234',
    ])
      expect([ok, clickThroughProblem(ok)]).toEqual([ok, null]);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '//evil.example',
      'www.example.com',
      'data:text/html,hi',
      'ftp://example.com',
      'sms:123',
      'mailto:nobody',
      'tel:12',
      'https://exa mple.com',
      `https://example.com/${'a'.repeat(2000)}`,
    ])
      expect([bad, clickThroughProblem(bad)]).toEqual([
        bad,
        expect.stringMatching(/^A click-through URL must be/),
      ]);
  });

  it('GAL-112 GAL-119 a video is a YouTube or Vimeo address or an https embed; its size is the embed’s, else 16:9', () => {
    expect(videoProblem('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoProblem('<iframe src="https://player.vimeo.com/video/1234567"></iframe>')).toBeNull();
    expect(videoProblem('https://example.com/movie.mp4')).toBe('Invalid video embed.');
    expect(videoProblem(`https://youtu.be/dQw4w9WgXcQ${' '.repeat(6000)}`)).toBe('Invalid video embed.');
    expect(
      videoSize('<iframe width="640" height="480" src="https://player.vimeo.com/video/1234567">'),
    ).toEqual({
      width: 640,
      height: 480,
    });
    expect(videoSize('https://youtu.be/dQw4w9WgXcQ')).toEqual({ width: 1600, height: 900 });
  });
});
