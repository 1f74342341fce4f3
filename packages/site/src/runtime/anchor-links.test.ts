// In-page links (decision 053): which clicks the module takes, and that the runtime loads it only
// on a page with such a link.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANCHOR_LINK_SELECTOR, anchorTargetOf, installAnchorLinks } from './anchor-links.ts';
import * as scrollTween from './scroll-tween.ts';

afterEach(() => {
  document.body.textContent = '';
  vi.restoreAllMocks();
});

function click(link: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
}

describe('in-page links (decision 053)', () => {
  it('issue 19: the runtime loads the module only for a link the module answers (the same selector)', () => {
    const client = readFileSync(join(import.meta.dirname, '../islands/client.ts'), 'utf8');
    expect(client).toContain(`document.querySelector('${ANCHOR_LINK_SELECTOR}')`);
    expect(client).toContain("import('../runtime/anchor-links.ts')");
    expect(client).not.toMatch(/^import .*anchor-links/m);
    document.body.innerHTML =
      '<a href="#main">Skip</a><a href="#account" data-account-link="">Sign in</a><a href="#">Learn more</a>';
    expect(document.querySelector(ANCHOR_LINK_SELECTOR)).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<a href="#hours">Hours</a>');
    expect(document.querySelector(ANCHOR_LINK_SELECTOR)?.textContent).toBe('Hours');
  });

  it('UI-065 a click on #name scrolls to that element (tweened, or at once with reduced motion) and the address takes the anchor', () => {
    const scroll = vi.spyOn(scrollTween, 'scrollToElement').mockResolvedValue();
    const matchMedia = vi.spyOn(document.defaultView!, 'matchMedia');
    document.body.innerHTML =
      '<a id="to-hours" href="#opening-hours"><span>Hours</span></a><a id="to-top" href="#top">Back to top</a>' +
      '<a id="nowhere" href="#missing">?</a><section id="opening-hours">Open</section>';
    installAnchorLinks(document);
    matchMedia.mockReturnValue({ matches: false } as MediaQueryList);
    const event = click(document.querySelector('#to-hours span')!);
    expect(event.defaultPrevented).toBe(true);
    expect(scroll).toHaveBeenLastCalledWith(document.getElementById('opening-hours'), {
      isInstant: false,
      win: document.defaultView,
    });
    expect(location.hash).toBe('#opening-hours');
    matchMedia.mockReturnValue({ matches: true } as MediaQueryList);
    click(document.getElementById('to-top')!);
    expect(scroll).toHaveBeenLastCalledWith(null, { isInstant: true, win: document.defaultView });
    // A link to no element on the page is left to the browser; so is a click with a modifier.
    expect(click(document.getElementById('nowhere')!).defaultPrevented).toBe(false);
    expect(click(document.getElementById('to-hours')!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it('issue 19: a broken escape in the anchor is not followed', () => {
    document.body.innerHTML = '<a href="#%E0%A4%A">x</a>';
    expect(anchorTargetOf(document.querySelector('a')!)).toBeUndefined();
  });
});
