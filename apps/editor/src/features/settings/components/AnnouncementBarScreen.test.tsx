import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { AnnouncementBarScreen } from './AnnouncementBarScreen.tsx';

const URL_PATH = '/api/config/announcement-bar';
let puts: Record<string, unknown>[] = [];
let refusal: string | null = null;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  puts = [];
  refusal = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      if (url === URL_PATH && method === 'GET')
        return answer(200, { enabled: false, text: '', linkLabel: '', linkUrl: '' });
      if (url === URL_PATH && method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        if (refusal) return answer(400, { error: 'invalid', code: 'invalid_input', message: refusal });
        return answer(200, body);
      }
      return answer(404, { error: 'not_found', message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnnouncementBarScreen />
    </QueryClientProvider>,
  );

const previewBar = () => {
  const src = screen.getByTitle(/announcement bar as visitors will see it/).getAttribute('src') ?? '';
  const value = new URL(src, 'http://x').searchParams.get('folio-announcement-bar-preview') ?? '';
  return JSON.parse(
    new TextDecoder().decode(
      Uint8Array.from(atob(value.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0)),
    ),
  );
};

describe('Settings › Announcement bar', () => {
  it('UI-054 a problem is named at its field and nothing is sent; fixed, the bar is saved and the preview follows', async () => {
    open();
    fireEvent.click(await screen.findByLabelText('Show the announcement bar'));
    fireEvent.change(screen.getByLabelText('Announcement text'), {
      target: { value: 'Open studio – 12 April' },
    });
    fireEvent.change(screen.getByLabelText('Link text'), { target: { value: 'About us' } });
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'http://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bar' }));
    expect(await screen.findByText('Some fields need attention before saving.')).toBeTruthy();
    expect(screen.getByLabelText('Link address').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('must start with https:// or be a path of this site, such as /shop'),
    ).toBeTruthy();
    expect(puts).toEqual([]);

    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: '/about' } });
    await waitFor(
      () =>
        expect(previewBar()).toEqual({
          enabled: true,
          text: 'Open studio – 12 April',
          linkLabel: 'About us',
          linkUrl: '/about',
        }),
      { timeout: 2000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save bar' }));
    expect(await screen.findByText('Saved. Visitors see this bar now.')).toBeTruthy();
    expect(puts).toEqual([
      { enabled: true, text: 'Open studio – 12 April', linkLabel: 'About us', linkUrl: '/about' },
    ]);
  });

  it('UI-054 the server’s message shows when it refuses', async () => {
    refusal = 'text: must not be empty while the bar is on';
    open();
    fireEvent.change(await screen.findByLabelText('Announcement text'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bar' }));
    expect(await screen.findByText('text: must not be empty while the bar is on')).toBeTruthy();
  });
});
