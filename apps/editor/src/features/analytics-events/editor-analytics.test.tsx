// The config area's own analytics (TRACK-053..055, decision 042).
import { COLLECTION_EDITOR_AREAS, TRACKED_MODALS } from '@folio/core/analytics-events';
import type { AnalyticsEvent } from '@folio/site/analytics-events';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MOUSE_BATCH,
  sendEditorEvent,
  setEditorEventSender,
  startMousePositions,
  TrackedArea,
  trackModal,
} from './editor-analytics.tsx';

let sent: AnalyticsEvent[];
const original = sendEditorEvent;
beforeEach(() => {
  sent = [];
  setEditorEventSender(async (event) => void sent.push(event));
});
afterEach(() => {
  setEditorEventSender(original);
  cleanup();
  document.body.innerHTML = '';
});

describe('issue 18 the config area’s own analytics', () => {
  it('TRACK-053 mouse positions only for an authenticated account, sampled over tracked areas and sent in batches', () => {
    document.body.innerHTML =
      '<div data-analytics-area="item-catalog"><p id="in">x</p></div><p id="out">y</p>';
    const move = (id: string, x: number, y: number) =>
      document
        .getElementById(id)!
        .dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x, clientY: y }));
    expect(startMousePositions(null)).toBeNull();
    move('in', 10, 10);
    expect(sent).toEqual([]);
    let clock = 0;
    const stop = startMousePositions({ id: 'acct' }, window, () => clock)!;
    move('in', window.innerWidth / 2, window.innerHeight / 4);
    clock += 100;
    move('in', 0, 0); // within the sampling interval: skipped
    clock += 1000;
    move('out', 5, 5); // outside a tracked area: skipped
    stop();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.commonData).toMatchObject({ action: 'mouse-positions', event_source: 'editor' });
    expect(sent[0]!.customData).toEqual({ positions: ['item-catalog:50:25'] });
    // A full batch goes at once.
    sent = [];
    const again = startMousePositions({ id: 'acct' }, window, () => clock)!;
    for (let i = 0; i < MOUSE_BATCH; i++) {
      clock += 600;
      move('in', 1, 1);
    }
    expect(sent).toHaveLength(1);
    again();
  });

  it('TRACK-054 the collection editor’s six areas are tracked: a tracked area sends area-view with its name when it mounts', () => {
    expect(COLLECTION_EDITOR_AREAS).toEqual([
      'collection-editor-panel',
      'settings-modal',
      'item-catalog',
      'section-editor',
      'collection-settings',
      'frame-toolbar',
    ]);
    const { container } = render(
      <TrackedArea area="section-editor" className="pane">
        <p>body</p>
      </TrackedArea>,
    );
    expect(container.querySelector('[data-analytics-area="section-editor"]')).not.toBeNull();
    expect(sent).toEqual([
      {
        commonData: {
          action: 'area-view',
          actor: 'member',
          event_source: 'editor',
          product_area: 'collection-editor',
          product_section: 'section-editor',
        },
        customData: {},
        customSchemaName: 'editor_event',
      },
    ]);
  });

  it('TRACK-055 the three modals are tracked: the clone-collection prompt, action-not-allowed and blog-published', () => {
    expect(TRACKED_MODALS).toEqual(['clone-collection-prompt', 'action-not-allowed', 'blog-published']);
    for (const modal of TRACKED_MODALS) trackModal(modal);
    trackModal('blog-published', 'copy-link');
    expect(sent.map((e) => `${e.commonData.action} ${e.commonData.product_section}`)).toEqual([
      'modal-open clone-collection-prompt',
      'modal-open action-not-allowed',
      'modal-open blog-published',
      'modal-copy-link blog-published',
    ]);
  });

  it('TRACK-026 TRACK-028 the real sender posts JSON to /api/v1/events with the crumb and warns of a refused status in development', async () => {
    setEditorEventSender(original);
    document.cookie = 'crumb=c.rumb; Path=/';
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    trackModal('action-not-allowed');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/events?crumb=c.rumb');
    expect(JSON.parse(String(init.body)).commonData).toMatchObject({ product_section: 'action-not-allowed' });
    vi.unstubAllGlobals();
    document.cookie = 'crumb=; Path=/; Max-Age=0';
  });
});
