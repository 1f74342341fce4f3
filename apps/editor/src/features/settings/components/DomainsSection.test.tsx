import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import type { DomainsView } from '../api/domains.ts';
import { DomainsSection } from './DomainsSection.tsx';

let view: DomainsView;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  view = { domains: [], platformAddress: 'http://demo.localhost:3000' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      if (url === '/api/config/domains' && method === 'GET') return answer(200, view);
      if (url === '/api/config/domains' && method === 'POST') {
        const { host } = JSON.parse(String(init.body));
        if (host === 'nope')
          return answer(400, {
            error: 'invalid_input',
            message: 'host: must be a full domain name, such as example.com',
          });
        view = {
          ...view,
          domains: [
            {
              host,
              isPrimary: false,
              zone: 'quiet-rooms.com',
              records: [{ type: 'CNAME', name: 'www', value: 'demo.localhost' }],
              addedAt: '2026-11-24T00:00:00.000Z',
            },
          ],
        };
        return answer(201, view);
      }
      return answer(404, { error: 'not_found', message: 'Not found' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Inside a form, as in the Settings screen: Enter must not submit it. */
const open = (onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <form onSubmit={onSubmit}>
        <DomainsSection />
      </form>
    </QueryClientProvider>,
  );

describe('Settings → Domains', () => {
  it('issue 16: Enter in the field connects the domain and shows the DNS record to set', async () => {
    const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    open(submitted);
    expect(await screen.findByText('http://demo.localhost:3000')).toBeTruthy();
    expect(screen.getByText('No domains connected yet.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Domain' });
    fireEvent.change(field, { target: { value: 'www.quiet-rooms.com' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const list = await screen.findByRole('list', { name: 'Connected domains' });
    const row = within(list).getByRole('listitem', { name: 'www.quiet-rooms.com' });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['CNAME', 'www', 'demo.localhost']);
    expect(screen.getByRole('status').textContent).toContain('www.quiet-rooms.com is connected');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('issue 16: the server’s reason for refusing a domain is shown at the field', async () => {
    open();
    const field = await screen.findByRole('textbox', { name: 'Domain' });
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect domain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The domain must be a full domain name, such as example.com',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
