// Issue 17 (decision 039): what the item list of a portfolio shows of EDIT-018's limit, and the
// drag handles of a user-orderable collection (the drags themselves: e2e/collection-order.spec.ts).
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import type { CollectionView, ItemSummary } from '../api/collections.ts';
import { ItemList } from './ItemList.tsx';

const hex = (n: number) => n.toString(16).padStart(24, '0');

const portfolio = (over: Partial<CollectionView> = {}): CollectionView => ({
  id: hex(1),
  kind: 'portfolio',
  collectionType: 23,
  title: 'Work',
  pageId: hex(2),
  slug: 'work',
  view: 'grid',
  pageSize: 10,
  urlFormat: '%t',
  isDemo: false,
  isUserOrderable: true,
  itemCount: 2,
  categories: [],
  ...over,
});

const anItem = (n: number): ItemSummary => ({
  id: hex(100 + n),
  recordType: 59,
  title: `Project ${n}`,
  collectionId: hex(1),
  urlId: `project-${n}`,
  url: `/work/project-${n}`,
  visibility: 1,
  status: 'published',
  workflowLabel: 'Available',
  statusLabel: 'Published',
  publishOn: '2026-03-01T10:00:00Z',
  excerpt: '',
  featuredMediaId: null,
  authorAccountId: null,
  authorName: null,
  tags: [],
  categoryIds: [],
  position: n,
  updatedAt: '2026-03-01T10:00:00Z',
});

let collection = portfolio();
let items: ItemSummary[] = [];
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      if (path === '/api/config/collections') return answer(200, { collections: [collection] });
      if (path === `/api/config/collections/${hex(1)}/items`) return answer(200, { items });
      if (path === `/api/config/collections/${hex(1)}/tags`) return answer(200, { tags: [] });
      return answer(404, { error: 'not_found', message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (canPublish = true) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ItemList collectionId={hex(1)} canPublish={canPublish} />
    </QueryClientProvider>,
  );

describe('Collections › a portfolio’s items', () => {
  it('EDIT-018 a portfolio’s rows have drag handles and say how many of the 250 items it holds', async () => {
    collection = portfolio({ itemCount: 2 });
    items = [anItem(1), anItem(2)];
    open();
    expect(await screen.findByRole('button', { name: 'Drag Project 1 to reorder' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Project 2 up' })).toBeTruthy();
    expect(screen.getByText('2 of at most 250 items.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add project' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('EDIT-018 a full portfolio (250 items) says so and cannot add another', async () => {
    collection = portfolio({ itemCount: 250 });
    items = Array.from({ length: 250 }, (_, i) => anItem(i));
    open();
    expect(
      await screen.findByText(
        'A user-orderable collection holds at most 250 items. Delete an item before adding another.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add project' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('EDIT-006 when the collections cannot be loaded, the list says Unable to load collections', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { error: 'internal', message: 'Something went wrong.' })),
    );
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load collections');
  });

  it('issue 17: a blog has no handles (it is ordered by date)', async () => {
    collection = portfolio({ kind: 'blog', isUserOrderable: false, collectionType: 1 });
    items = [anItem(1)];
    open();
    expect(await screen.findByText('Project 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to reorder/ })).toBeNull();
  });
});
