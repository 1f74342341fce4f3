import { siteProfileOf } from '@folio/core/site-profile';
import { normalizeCookieBanner } from '@folio/core/site-settings';
import type { SiteSettingsView } from '@folio/core/site-settings-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { SettingsDialog } from './SettingsDialog.tsx';

const aView = (over: Partial<SiteSettingsView> = {}): SiteSettingsView => ({
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
  ...over,
});

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let view: SiteSettingsView;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  view = aView();
  // happy-dom's <dialog> has no showModal.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url, body });
      if (url === '/api/config/site-settings' && method === 'GET') return answer(200, view);
      if (url === '/api/config/site-settings' && method === 'PUT')
        return answer(200, { ...view, ...body, logo: null, favicon: null });
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
      <SettingsDialog onClose={() => undefined} />
    </QueryClientProvider>,
  );

describe('the Settings screen', () => {
  it('issue 16 PAGE-024: developer mode cannot be changed by a member who may not, and says why', async () => {
    view = aView({ canChangeDeveloperMode: false });
    open();
    const box = (await screen.findByLabelText(/Developer mode/)) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.getByText('Only an administrator can turn developer mode on or off.')).toBeTruthy();
  });

  it('issue 16: a wrong social address is named at its field and nothing is sent', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add social account' }));
    fireEvent.change(screen.getByLabelText('Address', { selector: 'input[type="url"]' }), {
      target: { value: 'instagram.com/folio' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^must be an address starting with https:\/\//)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('issue 16 AUTH-003: saving sends the whole settings, the title trimmed and escape-key login off', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('Site title'), { target: { value: '  Harbour Studio ' } });
    fireEvent.click(screen.getByLabelText(/Escape key opens the sign-in/));
    fireEvent.change(screen.getByLabelText('Site type'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Settings saved. Visitors see the changes now.'),
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    const { logo: _l, favicon: _f, canChangeDeveloperMode: _c, canManageDomains: _d, ...expected } = view;
    // happy-dom shows a select's first option whatever the form set (the browser journey checks
    // the banner's position is kept), so the banner is compared without it.
    const sent = put.body as typeof expected;
    expect(Object.keys(sent).sort()).toEqual(Object.keys(expected).sort());
    expect({ ...sent, cookieBanner: undefined }).toEqual({
      ...expected,
      cookieBanner: undefined,
      title: 'Harbour Studio',
      escapeKeyLogin: false,
      websiteType: 3,
    });
    expect(sent.cookieBanner.isCookieBannerEnabled).toBe(false);
  });
});
