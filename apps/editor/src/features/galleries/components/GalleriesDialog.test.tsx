import type {
  GalleryCollectionSummary,
  GalleryCollectionView,
  GalleryItemView,
} from '@folio/core/gallery-api';
import type { MediaView } from '@folio/core/media-api';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  rememberCollection,
  resetGalleryCollections,
  useGalleryCollections,
} from '../hooks/use-gallery-collections.ts';
import { CollectionPicker } from './CollectionPicker.tsx';
import { GalleriesDialog } from './GalleriesDialog.tsx';

const hex = (n: number) => n.toString(16).padStart(24, '0');

const aSlide = (n: number, over: Partial<GalleryItemView> = {}): GalleryItemView => ({
  id: hex(100 + n),
  slug: `slide-${n}`,
  type: 'image',
  mediaId: hex(200 + n),
  src: `/s/${hex(200 + n)}/slide-${n}.jpg`,
  width: 1200,
  height: 800,
  focalPoint: { x: 0.5, y: 0.5 },
  alt: '',
  caption: '',
  clickThroughUrl: '',
  videoUrl: '',
  ...over,
});

const aGallery = (over: Partial<GalleryCollectionView> = {}): GalleryCollectionView => ({
  id: hex(1),
  title: 'Harbour',
  slug: 'harbour',
  items: [],
  updatedAt: '2026-03-01T10:00:00Z',
  ...over,
});

const summaryOf = (g: GalleryCollectionView): GalleryCollectionSummary => ({
  id: g.id,
  title: g.title,
  slug: g.slug,
  itemCount: g.items.length,
  coverSrc: g.items[0]?.src ?? null,
  updatedAt: g.updatedAt,
});

const aMedia = (over: Partial<MediaView> = {}): MediaView => ({
  id: hex(301),
  fileName: 'pier.jpg',
  contentType: 'image/jpeg',
  bytes: 1000,
  width: 800,
  height: 600,
  focalPoint: { x: 0.5, y: 0.5 },
  alt: '',
  url: `/s/${hex(301)}/pier.jpg`,
  createdAt: '2026-03-01T10:00:00Z',
  ...over,
});

/** An XMLHttpRequest the test answers (the media upload sends files with it, for progress). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let galleries: GalleryCollectionView[];
let library: MediaView[];
/** A refusal the next matching call answers with. */
let refusal: { method: string; path: string; status: number; error: string; message: string } | null;

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function serve(method: string, path: string, body: Record<string, unknown> | undefined): Response {
  if (refusal && refusal.method === method && refusal.path === path) {
    const { status, error, message } = refusal;
    refusal = null;
    return answer(status, { error, message });
  }
  if (path === '/api/config/media') return answer(200, { media: library });
  if (path === '/api/config/galleries' && method === 'GET')
    return answer(200, { galleries: galleries.map(summaryOf) });
  if (path === '/api/config/galleries' && method === 'POST') {
    const made = aGallery({ id: hex(50 + galleries.length), title: String(body?.title), slug: 'made' });
    galleries.push(made);
    return answer(201, { gallery: made });
  }
  const match = /^\/api\/config\/galleries\/(\w+)(\/.*)?$/.exec(path);
  const gallery = galleries.find((g) => g.id === match?.[1]);
  if (!gallery) return answer(404, { error: 'gallery_not_found', message: 'That gallery no longer exists.' });
  const rest = match?.[2] ?? '';
  if (rest === '' && method === 'GET') return answer(200, { gallery });
  if (rest === '/order' && method === 'PUT') {
    const ids = body?.itemIds as string[];
    gallery.items = ids.map((id) => gallery.items.find((i) => i.id === id)!);
    return answer(200, { gallery });
  }
  if (rest === '/items' && method === 'POST') {
    const mediaIds = (body?.mediaIds as string[] | undefined) ?? [];
    gallery.items = [
      ...gallery.items,
      ...mediaIds.map((mediaId, i) => aSlide(gallery.items.length + i + 1, { mediaId })),
      ...(body?.type === 'video' ? [aSlide(gallery.items.length + 1, { type: 'video', src: '' })] : []),
    ];
    return answer(201, { gallery });
  }
  const slide = /^\/items\/(\w+)$/.exec(rest);
  if (slide && method === 'PATCH') {
    gallery.items = gallery.items.map((i) => (i.id === slide[1] ? { ...i, ...body } : i));
    return answer(200, { gallery });
  }
  return answer(404, { error: 'not_found', message: 'Not found' });
}

beforeEach(() => {
  calls = [];
  galleries = [];
  library = [];
  refusal = null;
  FakeXhr.sent = [];
  resetGalleryCollections();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/[?&]crumb=[^&]*/, '');
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      return serve(method, path, body);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const writes = () => calls.filter((c) => c.method !== 'GET');
const slideNames = () =>
  within(screen.getByRole('list', { name: 'Slides' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('button')!.textContent);

async function openGallery(gallery: GalleryCollectionView) {
  galleries = [gallery];
  render(<GalleriesDialog onClose={() => undefined} />);
  fireEvent.click(await screen.findByRole('button', { name: `Open “${gallery.title}”` }));
  await screen.findByRole('heading', { name: gallery.title });
}

describe('the Galleries dialog', () => {
  it('EDIT-021 creates a gallery and opens it; at 20 it says why no more can be made', async () => {
    render(<GalleriesDialog onClose={() => undefined} />);
    expect(await screen.findByText(/No galleries yet/)).toBeTruthy();
    expect(screen.getByText('0 of 20 galleries')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create gallery' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the gallery a title.');
    expect(writes()).toEqual([]);

    fireEvent.change(screen.getByLabelText('New gallery title'), { target: { value: 'Summer trips' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create gallery' }));
    expect(await screen.findByRole('heading', { name: 'Summer trips' })).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'POST', path: '/api/config/galleries', body: { title: 'Summer trips' } },
    ]);
    expect(screen.getByText('0 of 50 slides')).toBeTruthy();
    expect(screen.getByText(/This gallery is empty/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '← All galleries' }));
    const list = await screen.findByRole('list', { name: 'Galleries' });
    expect(within(list).getByText('Summer trips')).toBeTruthy();
    cleanup();

    galleries = Array.from({ length: 20 }, (_, n) => aGallery({ id: hex(n + 1), title: `Gallery ${n + 1}` }));
    render(<GalleriesDialog onClose={() => undefined} />);
    expect(
      await screen.findByText('A site can have at most 20 galleries. Delete one to make room for another.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create gallery' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('EDIT-021 shows the server’s refusal and keeps the typed title', async () => {
    refusal = {
      method: 'POST',
      path: '/api/config/galleries',
      status: 409,
      error: 'too_many_galleries',
      message: 'A site can have at most 20 galleries.',
    };
    render(<GalleriesDialog onClose={() => undefined} />);
    await screen.findByText(/No galleries yet/);
    fireEvent.change(screen.getByLabelText('New gallery title'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create gallery' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A site can have at most 20 galleries.');
    expect((screen.getByLabelText('New gallery title') as HTMLInputElement).value).toBe('One more');
  });

  it('renames and, once confirmed, deletes a gallery', async () => {
    galleries = [aGallery({ items: [aSlide(1)] })];
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      const path = String(url).replace(/[?&]crumb=[^&]*/, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (method === 'PATCH') return answer(200, { gallery: { ...galleries[0]!, title: body.title } });
      if (method === 'DELETE') return answer(204);
      return serve(method, path, body);
    });
    render(<GalleriesDialog onClose={() => undefined} />);
    expect(await screen.findByText('1 slide')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rename “Harbour”' }));
    fireEvent.change(screen.getByLabelText('New title for “Harbour”'), { target: { value: 'Old harbour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Renamed to “Old harbour”.')).toBeTruthy();
    expect(writes().at(-1)).toEqual({
      method: 'PATCH',
      path: `/api/config/galleries/${hex(1)}`,
      body: { title: 'Old harbour' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Old harbour”' }));
    expect(confirm).toHaveBeenCalledWith(
      'Delete the gallery “Old harbour”? Its slide goes with it; the images stay in the Media library. Pages that show it will show nothing in its place.',
    );
    expect(await screen.findByText('Gallery “Old harbour” deleted.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Galleries' })).toBeNull();
  });

  it('reorders slides by dragging one onto another, and with Earlier and Later from the keyboard', async () => {
    await openGallery(aGallery({ items: [aSlide(1), aSlide(2), aSlide(3)] }));
    expect(slideNames()).toEqual([
      'Slide 1:slide-11200 × 800',
      'Slide 2:slide-21200 × 800',
      'Slide 3:slide-31200 × 800',
    ]);
    const [first, , third] = within(screen.getByRole('list', { name: 'Slides' })).getAllByRole('listitem');

    fireEvent.dragStart(third!);
    fireEvent.dragOver(first!);
    fireEvent.drop(first!);
    expect(slideNames().map((n) => n?.replace(/^Slide \d:|1200 × 800$/g, ''))).toEqual([
      'slide-3',
      'slide-1',
      'slide-2',
    ]);
    await screen.findByText('Order saved.');
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/config/galleries/${hex(1)}/order`,
        body: { itemIds: [hex(103), hex(101), hex(102)] },
      },
    ]);

    const later = screen.getByRole('button', { name: 'Move “slide-1” later' });
    later.focus();
    fireEvent.click(later);
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]!.body).toEqual({ itemIds: [hex(103), hex(102), hex(101)] });
    // Now last: its Later button is disabled, so focus stays on the slide through Earlier.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “slide-1” earlier' })),
    );
    expect(
      (screen.getByRole('button', { name: 'Move “slide-3” earlier' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('edits a slide’s caption, alt text and click-through URL; a refusal shows under the field and keeps the text', async () => {
    await openGallery(aGallery({ items: [aSlide(1), aSlide(2)] }));
    fireEvent.click(screen.getByRole('button', { name: /^Slide 1\b/ }));
    expect(await screen.findByRole('heading', { name: 'Image slide: slide-1' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Boats at dusk' } });
    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'Fishing boats moored' } });
    fireEvent.change(screen.getByLabelText('Link when clicked'), {
      target: { value: 'javascript:alert(1)' },
    });
    refusal = {
      method: 'PATCH',
      path: `/api/config/galleries/${hex(1)}/items/${hex(101)}`,
      status: 400,
      error: 'invalid_click_through_url',
      message:
        'A click-through URL must be a web address (https://…), a path on this site (/about), an email link (mailto:) or a phone link (tel:).',
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save slide' }));
    expect(await screen.findByText(/^A click-through URL must be a web address/)).toBeTruthy();
    expect(screen.getByText('The slide was not saved: see the message under the field.')).toBeTruthy();
    const link = screen.getByLabelText('Link when clicked') as HTMLInputElement;
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(link.value).toBe('javascript:alert(1)');
    expect((screen.getByLabelText('Caption') as HTMLTextAreaElement).value).toBe('Boats at dusk');

    fireEvent.change(link, { target: { value: 'https://example.com/prints' } });
    expect(link.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save slide' }));
    expect(await screen.findByText('Slide saved.')).toBeTruthy();
    expect(writes().at(-1)).toEqual({
      method: 'PATCH',
      path: `/api/config/galleries/${hex(1)}/items/${hex(101)}`,
      body: {
        caption: 'Boats at dusk',
        alt: 'Fishing boats moored',
        clickThroughUrl: 'https://example.com/prints',
      },
    });
    // The grid names the slide by its new caption.
    expect(screen.getByRole('button', { name: 'Move “Boats at dusk” later' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save slide' }));
    expect(screen.getByText('A caption can be at most 2,000 characters (this one has 2,001).')).toBeTruthy();
    expect(writes()).toHaveLength(2);
  });

  it('GAL-112 adds a video, showing the server’s message for one that is not', async () => {
    await openGallery(aGallery());
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    const field = screen.getByLabelText('Video address or embed code');
    fireEvent.change(field, { target: { value: 'https://example.com/film.mp4' } });
    refusal = {
      method: 'POST',
      path: `/api/config/galleries/${hex(1)}/items`,
      status: 400,
      error: 'invalid_video',
      message: 'Invalid video embed.',
    };
    const form = field.closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Add video' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid video embed.');
    expect((field as HTMLTextAreaElement).value).toBe('https://example.com/film.mp4');

    fireEvent.change(field, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add video' }));
    expect(await screen.findByText('Video added.')).toBeTruthy();
    expect(writes().at(-1)?.body).toEqual({ type: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(screen.getByText('1 of 50 slides')).toBeTruthy();
  });

  it('uploads images into the gallery, and adds images chosen from the library in the order chosen', async () => {
    library = [aMedia(), aMedia({ id: hex(302), fileName: 'quay.jpg', url: `/s/${hex(302)}/quay.jpg` })];
    await openGallery(aGallery());
    fireEvent.change(screen.getByLabelText('Images to upload'), {
      target: { files: [new File(['jpeg'], 'harbour.jpg', { type: 'image/jpeg' })] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe('/api/config/media');
    await FakeXhr.sent[0]!.respond(201, { media: [aMedia({ id: hex(300), fileName: 'harbour.jpg' })] });
    expect(await screen.findByText('“harbour.jpg” added.')).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'POST', path: `/api/config/galleries/${hex(1)}/items`, body: { mediaIds: [hex(300)] } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add from library' }));
    const images = await screen.findByRole('list', { name: 'Library images' });
    fireEvent.click(within(images).getByRole('button', { name: /quay\.jpg/ }));
    fireEvent.click(within(images).getByRole('button', { name: /pier\.jpg/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 images' }));
    expect(await screen.findByText('2 images added.')).toBeTruthy();
    expect(writes().at(-1)?.body).toEqual({ mediaIds: [hex(302), hex(301)] });
    expect(screen.getByText('3 of 50 slides')).toBeTruthy();
  });

  it('EDIT-022 refuses before uploading images that would not fit', async () => {
    await openGallery(aGallery({ items: Array.from({ length: 49 }, (_, n) => aSlide(n + 1)) }));
    fireEvent.change(screen.getByLabelText('Images to upload'), {
      target: {
        files: [
          new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
          new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
        ],
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'A gallery can have at most 50 images. This one has 49, so you can add 1 more. Choose fewer images.',
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('the gallery picker of a Gallery block', () => {
  it('lists the galleries to choose from', async () => {
    galleries = [aGallery({ items: [aSlide(1), aSlide(2)] }), aGallery({ id: hex(2), title: 'Studio' })];
    const onChange = vi.fn();
    render(<CollectionPicker value="" onChange={onChange} />);
    const select = (await screen.findByLabelText('Gallery')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Choose a gallery',
      'Harbour (2 slides)',
      'Studio (no images yet)',
    ]);
    fireEvent.change(select, { target: { value: hex(2) } });
    expect(onChange).toHaveBeenCalledWith(hex(2));
    expect(screen.getByRole('button', { name: 'Manage galleries' })).toBeTruthy();
  });

  it('with no galleries, offers to create one, and chooses the one created', async () => {
    const onChange = vi.fn();
    render(<CollectionPicker value="" onChange={onChange} />);
    expect(await screen.findByText('This site has no galleries yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create a gallery' }));
    fireEvent.change(await screen.findByLabelText('New gallery title'), { target: { value: 'Portraits' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create gallery' }));
    await screen.findByRole('heading', { name: 'Portraits' });
    expect(onChange).toHaveBeenCalledWith(galleries[0]!.id);
  });
});

describe('useGalleryCollections', () => {
  it('fetches each collection once, leaves out unknown ones, and follows changes made in the dialog', async () => {
    galleries = [aGallery({ items: [aSlide(1)] })];
    const { result, rerender } = renderHook(({ ids }) => useGalleryCollections(ids), {
      initialProps: { ids: [hex(1), hex(9)] },
    });
    await waitFor(() => expect(Object.keys(result.current)).toEqual([hex(1)]));
    expect(result.current[hex(1)]!.items).toHaveLength(1);
    rerender({ ids: [hex(9), hex(1)] });
    const gets = calls.filter((c) => c.method === 'GET');
    expect(gets.map((c) => c.path).sort()).toEqual([
      `/api/config/galleries/${hex(1)}`,
      `/api/config/galleries/${hex(9)}`,
    ]);

    act(() => rememberCollection(aGallery({ title: 'Renamed', items: [] })));
    expect(result.current[hex(1)]!.title).toBe('Renamed');
  });
});
