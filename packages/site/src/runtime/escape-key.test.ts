// The escape-key manager (issue 14 item 13): whatever is open takes Escape before the escape-key
// login (AUTH-002, AUTH-003), which acts only when nothing is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceQuickView } from '../blocks/ProductList/island.ts';
import type { QuickViewProduct } from '../blocks/ProductList/ProductList.tsx';
import { hasOpenLayer, installEscapeKeyManager, openEscapeLayer } from './escape-key.ts';
import { openLightbox } from './lightbox.ts';
import { installNavFolders } from './nav-folders.ts';
import { installPhoneMenu } from './phone-menu.ts';
import { OVERLAY_ID, showSystemError } from './system-error-overlay.ts';

function aQuickViewProduct(): QuickViewProduct {
  return {
    id: 'p1',
    title: 'Linen apron',
    url: '/shop/p/linen-apron',
    image: null,
    price: null,
    description: 'Washed linen.',
    isSoldOut: false,
    cart: { productId: 'p1', currencyCode: 'USD', variants: [] },
  };
}

let uninstall: (() => void) | null = null;
let fallback: ReturnType<typeof vi.fn<(event: KeyboardEvent) => void>>;

function pressEscape(target: EventTarget = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  fallback = vi.fn<(event: KeyboardEvent) => void>();
  uninstall = installEscapeKeyManager(window, fallback);
});

afterEach(() => {
  uninstall?.();
  document.getElementById(OVERLAY_ID)?.querySelectorAll('button')[1]?.click();
  document.body.innerHTML = '';
});

describe('the escape-key manager', () => {
  it('issue 14 item 13: AUTH-003 with nothing open, Escape reaches the escape-key login', () => {
    pressEscape();
    expect(fallback).toHaveBeenCalledTimes(1);
    pressEscape(document.body, { shiftKey: true });
    expect(fallback).toHaveBeenCalledTimes(2);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('issue 14 item 13: Escape in the open Quick view dialog leaves the page where it is', () => {
    const list = document.createElement('div');
    list.innerHTML = '<button type="button" data-quick-view="p1">Quick view</button>';
    document.body.append(list);
    enhanceQuickView(list, { products: [aQuickViewProduct()] }, () => Promise.resolve({}) as never);
    list.querySelector('button')!.click();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(hasOpenLayer()).toBe(true);
    pressEscape(dialog.querySelector('button')!);
    expect(fallback).not.toHaveBeenCalled();
    // The browser's own cancel closes it; then Escape is the login's again.
    dialog.close();
    expect(hasOpenLayer()).toBe(false);
    pressEscape();
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('issue 14 item 13: an open modal (a lightbox, aria-modal) or a key already handled is not the login’s', () => {
    const lightbox = document.createElement('div');
    lightbox.setAttribute('role', 'dialog');
    lightbox.setAttribute('aria-modal', 'true');
    document.body.append(lightbox);
    pressEscape(lightbox);
    expect(fallback).not.toHaveBeenCalled();
    lightbox.remove();

    const handled = document.createElement('input');
    document.body.append(handled);
    handled.addEventListener('keydown', (event) => event.preventDefault());
    pressEscape(handled);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('issue 14 item 13: GAL-084 Escape in the lightbox closes it, also while it fades out, and never reaches the login', () => {
    vi.useFakeTimers();
    const items = [1, 2].map((n) => ({
      src: `/s/m${n}/photo.jpg`,
      alt: `Photo ${n}`,
      caption: '',
      width: 1200,
      height: 800,
      type: 'image' as const,
    }));
    openLightbox(items, 0, { isMobile: true });
    const viewer = document.querySelector<HTMLElement>('[role="dialog"]')!;
    pressEscape(viewer);
    // Closing (the fade): a second Escape finds it still there.
    pressEscape(viewer);
    expect(fallback).not.toHaveBeenCalled();
    vi.runAllTimers();
    vi.useRealTimers();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    pressEscape();
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('issue 14 item 13: layers close last-opened first, one per Escape, before the login', () => {
    const closed: string[] = [];
    openEscapeLayer(() => closed.push('menu'));
    const releasePopover = openEscapeLayer(() => closed.push('popover'));
    openEscapeLayer(() => closed.push('panel'));
    const event = pressEscape();
    expect(event.defaultPrevented).toBe(true);
    expect(closed).toEqual(['panel']);
    // A layer closed by other means leaves the stack.
    releasePopover();
    pressEscape();
    expect(closed).toEqual(['panel', 'menu']);
    expect(fallback).not.toHaveBeenCalled();
    pressEscape();
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('issue 14 item 13: Escape closes the open phone menu of the navigation and gives focus to its button', () => {
    document.body.innerHTML =
      '<header><nav aria-label="Site"><button type="button" data-menu-button aria-expanded="false">Menu</button>' +
      '<div data-menu-panel><div data-menu-backdrop></div><ul><li><a href="/about">About</a></li></ul></div></nav></header>';
    installPhoneMenu(document);
    const button = document.querySelector('button')!;
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(hasOpenLayer()).toBe(true);
    document.querySelector('a')!.focus();
    pressEscape(document.querySelector('a')!);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(fallback).not.toHaveBeenCalled();
    pressEscape();
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('issue 16: a folder of the phone menu opens in place; Escape closes the folder, then the menu, then reaches the login', () => {
    document.body.innerHTML =
      '<header><nav aria-label="Site"><button type="button" data-menu-button aria-expanded="false">Menu</button>' +
      '<div data-menu-panel><div data-menu-backdrop></div><ul><li data-folder>' +
      '<button type="button" data-folder-button aria-expanded="false" aria-controls="f">Studio</button>' +
      '<ul id="f"><li><a href="/about">About</a></li></ul></li></ul></div></nav></header>';
    installPhoneMenu(document);
    installNavFolders(document);
    const [menu, folder] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    menu!.click();
    folder!.click();
    expect(folder!.getAttribute('aria-expanded')).toBe('true');
    expect(menu!.getAttribute('aria-expanded')).toBe('true');
    pressEscape(folder!);
    expect(folder!.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(folder);
    expect(menu!.getAttribute('aria-expanded')).toBe('true');
    pressEscape();
    expect(menu!.getAttribute('aria-expanded')).toBe('false');
    expect(fallback).not.toHaveBeenCalled();
    pressEscape();
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('issue 16: a folder closes on a click elsewhere and when one of its links is followed, and takes no later Escape', () => {
    document.body.innerHTML =
      '<nav><ul><li data-folder><button type="button" data-folder-button aria-expanded="false">Studio</button>' +
      '<ul><li><a href="#about">About</a></li></ul></li></ul></nav><p>Elsewhere</p>';
    installNavFolders(document);
    const folder = document.querySelector('button')!;
    folder.click();
    expect(folder.getAttribute('aria-expanded')).toBe('true');
    document.querySelector('p')!.click();
    expect(folder.getAttribute('aria-expanded')).toBe('false');
    folder.click();
    document.querySelector('a')!.click();
    expect(folder.getAttribute('aria-expanded')).toBe('false');
    expect(hasOpenLayer()).toBe(false);
    pressEscape();
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('issue 14 item 13: a phone menu closed by its backdrop takes no later Escape', () => {
    document.body.innerHTML =
      '<header><nav aria-label="Site"><button type="button" data-menu-button aria-expanded="false">Menu</button>' +
      '<div data-menu-panel><div data-menu-backdrop></div></div></nav></header>';
    installPhoneMenu(document);
    const button = document.querySelector('button')!;
    button.click();
    document.querySelector<HTMLElement>('[data-menu-backdrop]')!.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(hasOpenLayer()).toBe(false);
    pressEscape();
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('issue 14 item 13: DATA-023 Escape clears the system-error overlay, then reaches the login', () => {
    showSystemError({ message: 'Unable to connect…', url: '/api/cart', format: 'json' });
    pressEscape();
    expect(document.getElementById(OVERLAY_ID)).toBeNull();
    expect(fallback).not.toHaveBeenCalled();
    pressEscape();
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
