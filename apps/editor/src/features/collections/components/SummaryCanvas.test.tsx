// Issue 17 part 2: the Summary block in the editor's canvas asks the widget rendering (EDIT-079)
// with a form-encoded widgetJSON, shows its HTML, and says what is missing otherwise.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SummaryCanvas } from './SummaryCanvas.tsx';

const JOURNAL = 'a'.repeat(24);

function renderCanvas(props: Record<string, unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SummaryCanvas
        id="summary-1"
        collectionId={JOURNAL}
        heading="Latest"
        count={3}
        layout="grid"
        {...props}
      />
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  vi.mocked(fetch).mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Summary block in the canvas (issue 17 part 2)', () => {
  it('EDIT-079 asks POST /api/widget/GetWidgetRendering with a form-encoded widgetJSON and shows data.html', async () => {
    answer(200, { data: { html: '<section aria-label="Journal"><h2>Notes from a week</h2></section>' } });
    renderCanvas({});
    expect(await screen.findByRole('heading', { name: 'Notes from a week' })).toBeTruthy();
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/widget\/GetWidgetRendering/);
    expect(init?.method).toBe('POST');
    const body = init?.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(JSON.parse(body.get('widgetJSON')!)).toMatchObject({
      type: 'summary',
      id: 'summary-1',
      collectionId: JOURNAL,
      value: { heading: 'Latest', count: 3, layout: 'grid' },
    });
  });

  it('issue 17: a deleted collection, an empty one, none chosen and a count out of range each get a placeholder', async () => {
    answer(404, { error: 'collection_not_found', message: 'That collection does not exist.' });
    renderCanvas({});
    expect(await screen.findByText(/no longer exists\. Choose another/)).toBeTruthy();
    cleanup();

    answer(200, { data: { html: '' } });
    renderCanvas({});
    expect(await screen.findByText(/Nothing is published in this collection yet/)).toBeTruthy();
    cleanup();

    vi.mocked(fetch).mockClear();
    renderCanvas({ collectionId: '' });
    expect(screen.getByText('Choose a collection in the block’s settings.')).toBeTruthy();
    cleanup();

    renderCanvas({ count: 40 });
    expect(screen.getByText('A Summary shows 1 to 30 items.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
