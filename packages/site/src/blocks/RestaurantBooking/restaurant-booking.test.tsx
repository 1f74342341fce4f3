// Issue 19 (docs/decisions/049): the Restaurant booking's rules, its server markup and its island.
import {
  OPENTABLE_WIDGET_URL,
  RESTAURANT_MESSAGES,
  RESTAURANT_PREVIEW_ONLY_MESSAGE,
  restaurantBookingProblem,
  restaurantLayoutFor,
  restaurantWidgetUrl,
} from '@folio/core/restaurant-booking-block';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blocks } from '../registry.ts';
import { applyLayout, enhance, loadWidgetScript } from './island.ts';
import { RestaurantBooking } from './RestaurantBooking.tsx';

const STAND_IN = 'https://widgets.test/loader';

function mount(props: Record<string, unknown> = {}) {
  document.body.innerHTML = renderToString(<RestaurantBooking restaurantId="412810" {...props} />);
  const island = document.querySelector<HTMLElement>('[data-island="RestaurantBooking"]')!;
  const root = island.querySelector<HTMLElement>('[data-restaurant-booking]')!;
  return { island, root, props: JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown> };
}

/** Fires the load event of the widget script in the block (jsdom loads no scripts). */
function finishScript(root: HTMLElement, event: 'load' | 'error' = 'load') {
  const script = root.querySelector('script[data-restaurant-script]')!;
  script.dispatchEvent(new Event(event));
  return script;
}

describe('the Restaurant booking block (issue 19)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('issue 19: props are the restaurant id (digits, bounded), language and layout, refused on save when odd', () => {
    expect(Object.keys(blocks.RestaurantBooking.fields).sort()).toEqual([
      'language',
      'layout',
      'restaurantId',
    ]);
    for (const rid of ['abc', '12a', '0', '01', '12345678901', ' 1', '1;alert(1)', 42])
      expect(restaurantBookingProblem({ restaurantId: rid }), String(rid)).toBe(
        RESTAURANT_MESSAGES.restaurantId,
      );
    expect(restaurantBookingProblem({ language: 'xx' })).toBe(RESTAURANT_MESSAGES.language);
    expect(restaurantBookingProblem({ layout: 'huge' })).toBe(RESTAURANT_MESSAGES.layout);
    expect(
      restaurantBookingProblem({ restaurantId: '412810', language: 'fr-CA', layout: 'wide' }),
    ).toBeNull();
    expect(restaurantBookingProblem({ restaurantId: '' })).toBeNull();
  });

  it('issue 19: the server renders a usable link to OpenTable, opened safely, and no script', () => {
    const html = renderToString(<RestaurantBooking restaurantId="412810" language="de-DE" />);
    document.body.innerHTML = html;
    const link = document.querySelector<HTMLAnchorElement>('[data-restaurant-fallback]')!;
    expect(link.textContent).toContain('Reserve a table on OpenTable');
    expect(link.href).toBe('https://www.opentable.com/restref/client/?rid=412810&lang=de-DE');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(html).not.toContain('<script');
    // No id, no block (but the editor shows a hint).
    expect(renderToString(<RestaurantBooking restaurantId="12x" />)).toBe('');
    expect(renderToString(<RestaurantBooking restaurantId="" puck={{ isEditing: true }} />)).toContain(
      'OpenTable id',
    );
  });

  it('UI-075 UI-076 the layout by container width: column at 750 px and 751→standard, wide over 850 px', () => {
    expect(restaurantLayoutFor(750, 'auto')).toBe('column');
    expect(restaurantLayoutFor(751, 'auto')).toBe('standard');
    expect(restaurantLayoutFor(850, 'auto')).toBe('standard');
    expect(restaurantLayoutFor(851, 'auto')).toBe('wide');
    // The owner's preference: a column always; wide whenever a column is not forced.
    expect(restaurantLayoutFor(1200, 'column')).toBe('column');
    expect(restaurantLayoutFor(800, 'wide')).toBe('wide');
    expect(restaurantLayoutFor(750, 'wide')).toBe('column');
    const { root, props } = mount();
    const settings = props as never;
    applyLayout(root, 851, settings);
    expect(root.classList.contains('restaurant-booking--wide')).toBe(true);
    applyLayout(root, 850, settings);
    expect(root.classList.contains('restaurant-booking--wide')).toBe(false);
    expect(root.classList.contains('restaurant-booking--standard')).toBe(true);
    applyLayout(root, 751, settings);
    expect(root.classList.contains('restaurant-booking--standard')).toBe(true);
    applyLayout(root, 750, settings);
    expect(root.classList.contains('restaurant-booking--column')).toBe(true);
    expect(root.classList.contains('restaurant-booking--standard')).toBe(false);
    expect(root.dataset.layout).toBe('column');
  });

  it('UI-073 the widget goes from loading to loaded', async () => {
    const { root } = mount();
    const done = loadWidgetScript(
      root,
      restaurantWidgetUrl(STAND_IN, { restaurantId: '412810', language: 'en-US' }, 'wide'),
    );
    expect(root.dataset.state).toBe('loading');
    expect(root.getAttribute('aria-busy')).toBe('true');
    const script = finishScript(root) as HTMLScriptElement;
    expect(await done).toBe('loaded');
    expect(root.dataset.state).toBe('loaded');
    expect(root.hasAttribute('aria-busy')).toBe(false);
    expect(script.src).toBe(
      'https://widgets.test/loader?rid=412810&type=standard&theme=wide&iframe=true&domain=com&lang=en-US&newtab=false',
    );
    // A script that fails leaves the block in "failed", the link still there.
    const failing = loadWidgetScript(root, STAND_IN);
    finishScript(root, 'error');
    expect(await failing).toBe('failed');
    expect(root.querySelector('[data-restaurant-fallback]')).not.toBeNull();
  });

  it('UI-074 a script already present is removed with what it drew and loaded again', async () => {
    const { root } = mount();
    const first = loadWidgetScript(root, STAND_IN);
    const firstScript = finishScript(root);
    await first;
    // What the widget drew beside its script.
    root.querySelector('[data-restaurant-widget]')!.append(document.createElement('iframe'));
    const again = loadWidgetScript(root, `${STAND_IN}?again`);
    expect(firstScript.isConnected).toBe(false);
    expect(root.querySelectorAll('script[data-restaurant-script]')).toHaveLength(1);
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.dataset.state).toBe('loading');
    finishScript(root);
    expect(await again).toBe('reloaded');
    expect(root.dataset.state).toBe('loaded');
  });

  it('UI-074 UI-075 on a published page the island loads the script when scrolled near, by the width', () => {
    let near: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof near) {
          near = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { island, root, props } = mount();
    root.getBoundingClientRect = () => ({ width: 900 }) as DOMRect;
    enhance(island, props, { scriptUrl: STAND_IN, isSignedIn: false });
    expect(root.dataset.layout).toBe('wide');
    // Not near yet: no script.
    expect(root.querySelector('script')).toBeNull();
    expect(root.dataset.state).toBe('idle');
    near?.([{ isIntersecting: true }]);
    const script = root.querySelector<HTMLScriptElement>('script[data-restaurant-script]')!;
    expect(new URL(script.src).searchParams.get('theme')).toBe('wide');
    expect(root.dataset.state).toBe('loading');
  });

  it('UI-072 signed-in users see the preview-only notice and no widget script', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { island, root, props } = mount();
    const notice = root.querySelector<HTMLElement>('[data-restaurant-notice]')!;
    expect(notice.hidden).toBe(true);
    expect(notice.textContent).toBe(RESTAURANT_PREVIEW_ONLY_MESSAGE);
    expect(RESTAURANT_PREVIEW_ONLY_MESSAGE).toBe(
      'Preview Only - Please log out of your account in order to use the OpenTable Block.',
    );
    enhance(island, props, { scriptUrl: OPENTABLE_WIDGET_URL, isSignedIn: true });
    expect(notice.hidden).toBe(false);
    expect(root.querySelector('script')).toBeNull();
    expect(root.dataset.state).toBe('preview-only');
    // A visitor (not signed in) gets the script and no notice.
    const visitor = mount();
    enhance(visitor.island, visitor.props, { scriptUrl: OPENTABLE_WIDGET_URL, isSignedIn: false });
    expect(visitor.root.querySelector<HTMLElement>('[data-restaurant-notice]')!.hidden).toBe(true);
    expect(visitor.root.querySelector('script[data-restaurant-script]')).not.toBeNull();
  });
});
