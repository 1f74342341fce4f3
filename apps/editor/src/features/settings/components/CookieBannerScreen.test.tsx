import { siteProfileOf } from '@folio/core/site-profile';
import { normalizeCookieBanner } from '@folio/core/site-settings';
import type { SiteSettingsView } from '@folio/core/site-settings-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { CookieBannerScreen } from './CookieBannerScreen.tsx';

const view: SiteSettingsView = {
  title: 'Folio Demo',
  profile: siteProfileOf({}),
  escapeKeyLogin: true,
  memberAccounts: false,
  developerMode: false,
  websiteType: 1,
  cookieBanner: normalizeCookieBanner({}),
  logo: null,
  favicon: null,
  canChangeDeveloperMode: true,
  canManageDomains: false,
};

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
      if (url === '/api/config/site-settings' && method === 'GET') return answer(200, view);
      if (url === '/api/config/site-settings' && method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        if (refusal) return answer(400, { error: 'invalid', code: 'invalid_input', message: refusal });
        return answer(200, { ...view, ...body });
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
      <CookieBannerScreen />
    </QueryClientProvider>,
  );

const previewBanner = () => {
  const src = screen.getByTitle(/cookie banner as visitors will see it/).getAttribute('src') ?? '';
  const value = new URL(src, 'http://x').searchParams.get('folio-cookie-banner-preview') ?? '';
  return JSON.parse(atob(value.replaceAll('-', '+').replaceAll('_', '/')));
};

describe('Settings › Cookie banner', () => {
  it('UI-033 issue 18: the preview follows the form, and saving sends the whole settings with the new banner', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('Style'), { target: { value: 'POPUP' } });
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'LIGHT' } });
    await waitFor(
      () =>
        expect(previewBanner()).toMatchObject({
          cookieBannerVariant: 'POPUP',
          cookieBannerPosition: 'BOTTOM_LEFT',
          cookieBannerTheme: 'LIGHT',
        }),
      { timeout: 2000 },
    );
    fireEvent.click(screen.getByLabelText('Show a cookie banner'));
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    await screen.findByText('Saved. Visitors see this banner now.');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      title: 'Folio Demo',
      escapeKeyLogin: true,
      cookieBanner: { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP', cookieBannerTheme: 'LIGHT' },
    });
  });

  it('issue 18: the server’s refusal is shown as it says it', async () => {
    refusal = 'cookieBanner.cookieBannerText: must be at most 2000 characters';
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Save banner' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
