import type { MediaView } from '@folio/core/media-api';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaDialog } from './MediaDialog.tsx';

const aMedia = (over: Partial<MediaView> = {}): MediaView => ({
  id: 'm1',
  fileName: 'harbour.jpg',
  contentType: 'image/jpeg',
  bytes: 1_572_864,
  width: 2400,
  height: 1600,
  focalPoint: { x: 0.5, y: 0.5 },
  alt: '',
  url: '/s/m1/harbour.jpg',
  createdAt: '2026-03-01T10:00:00Z',
  ...over,
});

/** An XMLHttpRequest the test drives: progress, answer, network failure. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  isAborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.isAborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  async failNetwork() {
    await act(async () => this.onerror?.());
  }
}

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let library: MediaView[] = [];

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  calls = [];
  library = [];
  FakeXhr.sent = [];
  // biome-ignore lint/suspicious/noDocumentCookie: the upload reads the crumb from document.cookie
  document.cookie = 'crumb=crumb-1';
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/[?&]crumb=[^&]*/, '');
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === '/api/config/media' && method === 'GET') return answer(200, { media: library });
      if (path === '/api/config/media/m1' && method === 'PATCH')
        return answer(200, { media: { ...aMedia(), ...body } });
      if (path === '/api/config/media/m1' && method === 'DELETE') return answer(204);
      return answer(404, { error: 'not_found', message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const jpeg = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Images to upload'), { target: { files } });
}

describe('the Media dialog', () => {
  it('says what to upload when the library is empty', async () => {
    render(<MediaDialog onClose={() => undefined} />);
    expect(
      await screen.findByText('No images yet. Upload JPEG, PNG, WebP, GIF or AVIF files up to 20 MB.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload images' })).toBeTruthy();
  });

  it('uploads each file in its own request with a progress bar, Cancel and the server’s refusal', async () => {
    render(<MediaDialog onClose={() => undefined} />);
    await screen.findByText(/No images yet/);
    choose(
      jpeg('harbour.jpg'),
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
      jpeg('pier.jpg'),
    );

    expect(screen.getByText('The file menu.pdf does not appear to be a supported image file.')).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [harbour, pier] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(harbour.method).toBe('POST');
    expect(harbour.url).toBe('/api/config/media?crumb=crumb-1');
    expect(harbour.headers['x-crumb']).toBe('crumb-1');
    expect(harbour.headers['x-folio-config']).toBe('1');
    expect((harbour.body!.getAll('files') as File[]).map((f) => f.name)).toEqual(['harbour.jpg']);

    harbour.progress(400, 1000);
    const bar = screen.getByRole('progressbar', { name: 'Uploading harbour.jpg' }) as HTMLProgressElement;
    expect(bar.value).toBe(400);
    expect(bar.max).toBe(1000);
    expect(screen.getByText('40%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel uploading pier.jpg' }));
    expect(pier.isAborted).toBe(true);
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Uploading pier.jpg' })).toBeNull();

    await harbour.respond(201, { media: [aMedia()] });
    expect(screen.getByText('Uploaded')).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Images' });
    expect(within(grid).getByText('harbour.jpg')).toBeTruthy();
    expect(within(grid).getByText('2400 × 1600 · 1.5 MB')).toBeTruthy();
    const thumb = grid.querySelector('img');
    expect(thumb?.getAttribute('src')).toBe('/s/m1/harbour.jpg?format=300w');
    expect(thumb?.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByText(/No images yet/)).toBeNull();
  });

  it('shows the server’s message, or that the upload failed to complete when the network fails', async () => {
    render(<MediaDialog onClose={() => undefined} />);
    await screen.findByText(/No images yet/);
    choose(jpeg('fake.jpg'), jpeg('lost.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [fake, lost] = FakeXhr.sent as [FakeXhr, FakeXhr];
    await fake.respond(400, {
      error: 'unsupported_type',
      message: 'The file fake.jpg does not appear to be a supported image file.',
    });
    await lost.failNetwork();
    expect(screen.getByText('The file fake.jpg does not appear to be a supported image file.')).toBeTruthy();
    expect(screen.getByText('File upload failed to complete')).toBeTruthy();
  });

  it('DATA-010 sends an upload once more after a crumbFail', async () => {
    render(<MediaDialog onClose={() => undefined} />);
    await screen.findByText(/No images yet/);
    choose(jpeg('harbour.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    // biome-ignore lint/suspicious/noDocumentCookie: the server's fresh crumb arrives as a cookie
    document.cookie = 'crumb=crumb-2';
    await FakeXhr.sent[0]!.respond(403, { error: 'forbidden', message: 'Bad crumb', crumbFail: true });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[1]!.headers['x-crumb']).toBe('crumb-2');
    await FakeXhr.sent[1]!.respond(201, { media: [aMedia()] });
    expect(screen.getByText('Uploaded')).toBeTruthy();
  });

  it('sets the focal point where the image is clicked, saves alt text on leaving the field and deletes', async () => {
    library = [aMedia()];
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    render(<MediaDialog onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /harbour\.jpg/ }));

    const focal = screen.getByRole('button', { name: /^Focal point, 50% across, 50% down/ });
    const image = focal.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/s/m1/harbour.jpg?format=750w');
    image.getBoundingClientRect = () => ({ left: 10, top: 20, width: 300, height: 200 }) as DOMRect;
    fireEvent.click(focal, { clientX: 85, clientY: 170, detail: 1 });
    await screen.findByText('Focal point saved.');
    // The library may be read again meanwhile: look at the changes sent, not at the last request.
    const changes = () => calls.filter((call) => call.method !== 'GET');
    expect(changes().at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/config/media/m1',
      body: { focalPoint: { x: 0.25, y: 0.75 } },
    });
    expect(screen.getByRole('button', { name: /^Focal point, 25% across, 75% down/ })).toBeTruthy();

    const alt = screen.getByLabelText('Alt text');
    fireEvent.change(alt, { target: { value: 'Boats in the harbour at dusk' } });
    fireEvent.blur(alt);
    await screen.findByText('Alt text saved.');
    expect(changes().at(-1)?.body).toEqual({ alt: 'Boats in the harbour at dusk' });

    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(
      `${window.location.origin}/s/m1/harbour.jpg`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Images' })).toBeNull());
    expect(changes().at(-1)).toMatchObject({ method: 'DELETE', path: '/api/config/media/m1' });
    expect(screen.getByText(/No images yet/)).toBeTruthy();
  });

  it('issue 14 item 22: picking for a block, a library image is used with its alt text, and an upload is offered at once', async () => {
    library = [aMedia({ alt: 'Boats in the harbour at dusk' })];
    const chosen: MediaView[] = [];
    const onClose = vi.fn();
    render(<MediaDialog onChoose={(media) => chosen.push(media)} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Choose an image' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /harbour\.jpg/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Use this image' }));
    expect(chosen.map((m) => [m.url, m.alt])).toEqual([
      ['/s/m1/harbour.jpg', 'Boats in the harbour at dusk'],
    ]);
    expect(onClose).toHaveBeenCalled();

    cleanup();
    render(<MediaDialog onChoose={(media) => chosen.push(media)} onClose={() => undefined} />);
    await screen.findByRole('button', { name: /harbour\.jpg/ });
    choose(jpeg('pier.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await FakeXhr.sent[0]!.respond(201, {
      media: [aMedia({ id: 'm2', fileName: 'pier.jpg', url: '/s/m2/pier.jpg', alt: '' })],
    });
    expect(screen.getByRole('heading', { name: 'pier.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use this image' }));
    expect(chosen.at(-1)?.url).toBe('/s/m2/pier.jpg');
  });

  it('without onChoose it is the plain library: no Use this image', async () => {
    library = [aMedia()];
    render(<MediaDialog onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /harbour\.jpg/ }));
    expect(screen.queryByRole('button', { name: 'Use this image' })).toBeNull();
  });
});
