import { describe, expect, it } from 'vitest';
import { type ChosenFile, checkFiles, MEDIA_ACCEPT, mediaUploadProblem } from './upload-check.ts';

const aFile = (over: Partial<ChosenFile> = {}): ChosenFile => ({
  name: 'photo.jpg',
  size: 1_000_000,
  type: 'image/jpeg',
  ...over,
});

describe('checking chosen files before upload', () => {
  it('CORE-050 accepts an image of exactly 20 MB (decimal) and refuses one byte more', () => {
    expect(mediaUploadProblem(aFile({ size: 20_000_000 }))).toBeNull();
    expect(mediaUploadProblem(aFile({ name: 'big.png', type: 'image/png', size: 20_000_001 }))).toBe(
      'The file big.png is too large. The maximum allowed file size is 20 MB.',
    );
  });

  it('refuses a file that is not a JPEG, PNG, WebP, GIF or AVIF with the spec message', () => {
    expect(mediaUploadProblem(aFile({ name: 'notes.pdf', type: 'application/pdf' }))).toBe(
      'The file notes.pdf does not appear to be a supported image file.',
    );
    expect(mediaUploadProblem(aFile({ name: 'icon.svg', type: 'image/svg+xml' }))).toBe(
      'The file icon.svg does not appear to be a supported image file.',
    );
  });

  it('accepts each of the media types', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
      expect(mediaUploadProblem(aFile({ type }))).toBeNull();
  });

  it('judges a file the browser gave no type by its extension', () => {
    expect(mediaUploadProblem(aFile({ name: 'sky.AVIF', type: '' }))).toBeNull();
    expect(mediaUploadProblem(aFile({ name: 'sky.heic', type: '' }))).toBe(
      'The file sky.heic does not appear to be a supported image file.',
    );
  });

  it('gives the size problem first when a file is both too large and of the wrong type', () => {
    expect(mediaUploadProblem(aFile({ name: 'film.mov', type: 'video/quicktime', size: 50_000_000 }))).toBe(
      'The file film.mov is too large. The maximum allowed file size is 20 MB.',
    );
  });

  it('splits a list into accepted and refused files, keeping their order', () => {
    const a = aFile({ name: 'a.jpg' });
    const b = aFile({ name: 'b.txt', type: 'text/plain' });
    const c = aFile({ name: 'c.webp', type: 'image/webp' });
    const d = aFile({ name: 'd.gif', type: 'image/gif', size: 30_000_000 });
    const checked = checkFiles([a, b, c, d]);
    expect(checked.accepted).toEqual([a, c]);
    expect(checked.refused).toEqual([
      { file: b, message: 'The file b.txt does not appear to be a supported image file.' },
      { file: d, message: 'The file d.gif is too large. The maximum allowed file size is 20 MB.' },
    ]);
  });

  it('offers the file picker only the media types', () => {
    expect(MEDIA_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
  });
});
