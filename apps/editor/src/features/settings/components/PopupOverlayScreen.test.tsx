// Issue 19 (PAGE-005, UI-048): Settings › Popup overlay — problems named at their fields, numbers
// sent as numbers, the preview following the form, "Show it again to everyone" raising the version.
import { DEFAULT_POPUP_OVERLAY } from '@folio/core/popup-overlay';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { PopupOverlayScreen } from './PopupOverlayScreen.tsx';

const URL_PATH = '/api/config/popup-overlay';
let puts: Record<string, unknown>[] = [];
/** What the GET answers beside the defaults (the answer carries the chosen image, decision 058). */
let stored: Record<string, unknown> = {};
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  puts = [];
  stored = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      if (url === URL_PATH && method === 'GET') return answer(200, { ...DEFAULT_POPUP_OVERLAY, ...stored });
      if (url === URL_PATH && method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return answer(200, { ...body, image: stored.image ?? null });
      }
      return answer(404, { error: 'not_found', message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const previewPopup = () => {
  const src = screen.getByTitle(/popup as visitors will see it/).getAttribute('src') ?? '';
  const value = new URL(src, 'http://x').searchParams.get('folio-popup-overlay-preview') ?? '';
  return JSON.parse(
    new TextDecoder().decode(
      Uint8Array.from(atob(value.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0)),
    ),
  );
};

describe('Settings › Popup overlay', () => {
  it('PAGE-005 UI-050 a problem is named at its field and nothing is sent; fixed, the popup is saved with numbers and a new version', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PopupOverlayScreen />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByLabelText('Show the popup'));
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: 'Stay in the loop' } });
    fireEvent.change(screen.getByLabelText('Days before a closed popup shows again'), {
      target: { value: '-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save popup' }));
    expect(await screen.findByText('Some fields need attention before saving.')).toBeTruthy();
    expect(screen.getByLabelText('Days before a closed popup shows again').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(puts).toEqual([]);

    fireEvent.change(screen.getByLabelText('Days before a closed popup shows again'), {
      target: { value: '-1' },
    });
    fireEvent.change(screen.getByLabelText('Seconds after the page has loaded'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show it again to everyone' }));
    await waitFor(
      () => expect(previewPopup()).toMatchObject({ heading: 'Stay in the loop', delaySeconds: 1 }),
      {
        timeout: 2000,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save popup' }));
    expect(await screen.findByText('Saved. Visitors see this popup now.')).toBeTruthy();
    expect(puts).toEqual([
      {
        ...DEFAULT_POPUP_OVERLAY,
        enabled: true,
        heading: 'Stay in the loop',
        delaySeconds: 1,
        displayFrequency: -1,
        version: 2,
      },
    ]);
  });

  it('decision 058 the picture is shown from the answer and its description is sent; the sign-up’s fields appear when asked, and the answer’s image is never sent back', async () => {
    const image = {
      id: 'a'.repeat(24),
      url: '/s/aaaaaaaaaaaaaaaaaaaaaaaa/dawn.jpg',
      width: 1200,
      height: 800,
    };
    stored = { enabled: true, heading: 'Hello', imageMediaId: image.id, imageAlt: 'Dawn', image };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PopupOverlayScreen />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('img', { name: 'Dawn' })).getAttribute('src')).toBe(
      `${image.url}?format=300w`,
    );
    expect(screen.queryByLabelText('Sign-up button text')).toBeNull();
    fireEvent.click(screen.getByLabelText(/^Add a newsletter sign-up/));
    fireEvent.change(await screen.findByLabelText('Sign-up button text'), { target: { value: 'Join' } });
    fireEvent.change(screen.getByLabelText('Picture position'), { target: { value: 'IMAGE_LEFT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save popup' }));
    expect(await screen.findByText('Saved. Visitors see this popup now.')).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      imageMediaId: image.id,
      imageAlt: 'Dawn',
      layout: 'IMAGE_LEFT',
      hasSignup: true,
      signupButtonText: 'Join',
    });
    expect(puts[0]).not.toHaveProperty('image');
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('img', { name: 'Dawn' })).toBeNull();
    expect(screen.queryByLabelText('Picture description')).toBeNull();
  });
});
