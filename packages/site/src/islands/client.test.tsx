import type { PageContext } from '@folio/core';
import { act, createEvent, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionProps } from '../blocks/Accordion/Accordion.tsx';
import { NOREDIRECT_KEY as LOGIN_NOREDIRECT_KEY } from '../runtime/login-shortcuts.ts';
import { XSRF_KEY } from '../runtime/site-user-session.ts';
import {
  hydrateIslands,
  installAccountLink,
  installEscapeKey,
  installOnFirstUse,
  islandLoader,
  NOREDIRECT_KEY,
  readPageContext,
  SITE_USER_TOKEN_KEY,
} from './client.ts';
import { Island } from './Island.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('browser runtime', () => {
  it('PAGE-018 reads the page context the server wrote into #folio-context', () => {
    document.body.innerHTML =
      '<script type="application/json" id="folio-context">{"pageType":"page","website":{"title":"\\u003c/script\\u003e"}}</script>';
    expect(readPageContext()).toEqual({ pageType: 'page', website: { title: '</script>' } });
  });

  it('gives null for a missing or broken context instead of failing the page', () => {
    expect(readPageContext()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="folio-context">{oops</script>';
    expect(readPageContext()).toBeNull();
  });

  it('knows the Accordion island chunk and no chunk for static blocks', () => {
    expect(islandLoader('Accordion')).toBeTypeOf('function');
    expect(islandLoader('Text')).toBeUndefined();
  });

  it('hydrates an island found on the page from its own chunk, so its clicks work', async () => {
    const props: AccordionProps = {
      id: 'Accordion-7',
      items: [{ title: 'Opening hours?', body: 'Nine to five.' }],
      isMultipleOpen: false,
      isFirstItemExpanded: false,
    };
    document.body.innerHTML = renderToString(
      <Island name="Accordion" props={props}>
        <Accordion {...props} />
      </Island>,
    );
    const button = screen.getByRole('button', { name: 'Opening hours?' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await act(() => hydrateIslands());
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('issue 15: finds each block’s island, island.ts (enhance, no React) or island.tsx (hydrate)', () => {
    const names = ['Accordion', 'Cart', 'Checkout', 'Form', 'Gallery', 'Newsletter', 'Product'];
    for (const name of [...names, 'ProductList', 'ProductReview', 'Video']) {
      expect(islandLoader(name), name).toBeTypeOf('function');
    }
  });

  it('issue 15: enhances an island.ts block in place', async () => {
    document.body.innerHTML = `<div data-island="Newsletter" data-props='{"mode":"unsubscribe"}'>
      <form data-unsubscribe><button>Unsubscribe</button></form><p data-unsubscribe-status></p></div>`;
    await hydrateIslands();
    expect(document.querySelector('[data-unsubscribe-status]')?.textContent).toBe(
      'This unsubscribe link is incomplete. Use the link in your email.',
    );
    expect(document.querySelector<HTMLElement>('[data-island]')?.dataset.hydrated).toBe('');
  });

  it('does nothing on a page with no islands', async () => {
    document.body.innerHTML = '<main><h1>Static</h1></main>';
    await expect(hydrateIslands()).resolves.toBeUndefined();
  });
});

describe('the header’s account link', () => {
  it('looks for the token under the key the site-user session keeps it', () => {
    expect(SITE_USER_TOKEN_KEY).toBe(XSRF_KEY);
  });

  it('loads the account dialog on the first click and opens it', async () => {
    document.body.innerHTML = '<header><a href="#account" data-account-link="">Sign in</a></header>';
    installAccountLink();
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await vi.waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true));
    expect(screen.getByLabelText('Email')).toBe(document.activeElement);
  });

  it('issue 16: a sign-in link placed beside the navigation has a copy in the phone menu: each opens the dialog, not the address', () => {
    document.body.innerHTML =
      '<header><a href="#account" id="inline" data-account-link="">Sign in</a><div><a href="#account" id="menu" data-account-link="">Sign in</a></div></header>';
    installAccountLink();
    for (const id of ['inline', 'menu']) {
      const link = document.getElementById(id)!;
      const click = createEvent.click(link);
      fireEvent(link, click);
      expect(click.defaultPrevented, id).toBe(true);
    }
  });
});

describe('decision 057: parts of the runtime that wait for the visitor', () => {
  it('the header menus load on the first pointer or focus that reaches them; a click before they loaded is given again', async () => {
    document.body.innerHTML =
      '<p>Text</p><button type="button" data-menu-button aria-expanded="false">Menu</button>';
    const button = document.querySelector('button')!;
    let install!: () => void;
    const load = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          install = () => {
            button.addEventListener('click', () => button.setAttribute('aria-expanded', 'true'));
            resolve();
          };
        }),
    );
    installOnFirstUse(document, '[data-menu-button]', load);
    fireEvent.pointerOver(document.querySelector('p')!);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => install());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.focusIn(button);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page without the menus listens for nothing', () => {
    const load = vi.fn(() => Promise.resolve());
    document.body.innerHTML = '<button type="button">Other</button>';
    installOnFirstUse(document, '[data-menu-button]', load);
    fireEvent.click(document.querySelector('button')!);
    expect(load).not.toHaveBeenCalled();
  });

  it('AUTH-003: a visitor’s login shortcut loads on the first Escape with nothing open, and acts on that Escape', async () => {
    const visitor = { authenticatedAccount: null } as unknown as PageContext;
    const fallback = vi.fn();
    const startLoginShortcuts = vi.fn(() => fallback);
    const load = vi.fn(async () => ({ startLoginShortcuts }) as never);
    expect(installEscapeKey(visitor, load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    await act(async () => void document.body.dispatchEvent(key));
    expect(load).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledWith(key);
    await act(
      async () =>
        void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    expect(startLoginShortcuts).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('AUTH-011: ?noredirect is remembered at once, before the login shortcuts’ chunk has loaded', () => {
    history.replaceState(null, '', '/contact?noredirect');
    sessionStorage.removeItem(NOREDIRECT_KEY);
    const load = vi.fn(() => new Promise<never>(() => {}));
    void installEscapeKey({ authenticatedAccount: { id: 'a1' } } as unknown as PageContext, load);
    expect(sessionStorage.getItem(NOREDIRECT_KEY)).toBe('1');
    expect(NOREDIRECT_KEY).toBe(LOGIN_NOREDIRECT_KEY);
    history.replaceState(null, '', '/');
  });

  it('AUTH-008: for a signed-in account the login shortcuts load at once (the redirect to the config area)', async () => {
    const owner = { authenticatedAccount: { id: 'a1' } } as unknown as PageContext;
    const startLoginShortcuts = vi.fn(() => null);
    const load = vi.fn(async () => ({ startLoginShortcuts }) as never);
    await installEscapeKey(owner, load);
    expect(startLoginShortcuts).toHaveBeenCalledWith(owner);
  });
});
