// The config area's own analytics (TRACK-053..055, decision 042): the collection editor's areas
// and modals, and the mouse positions of a signed-in account, sent to the events service by JSON
// XHR (TRACK-026) with event_source `editor`. The server keeps them apart from the site's visitors
// and takes them only from a signed-in member. No SS_* cookie is written for them: they are the
// owner's own use of the config area, not a visitor's.

import type { CollectionEditorArea, TrackedModal } from '@folio/core/analytics-events';
import { type AnalyticsEvent, type EventsEnv, sendAnalyticsEvent } from '@folio/site/analytics-events';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { readCookie } from '../../api-client.ts';
import { fetchMe } from '../auth/api/auth.ts';

/** Sends one event; tests replace it. */
export let sendEditorEvent = (event: AnalyticsEvent): Promise<void> => {
  const env: EventsEnv = {
    doc: document,
    now: () => Date.now(),
    random: Math.random,
    // JSON XHR: the answer's status is checked (TRACK-027, TRACK-028).
    beacon: null,
    fetch: (...args) => fetch(...args),
    logging: import.meta.env?.DEV === true,
    warn: (message) => console.warn(message),
    mayUseCookies: () => false,
    crumb: readCookie('crumb') ?? '',
    context: null,
    visit: null,
    visitorCookie: '',
    pageId: String(performance.timeOrigin),
    storage: () => sessionStorage,
  };
  return sendAnalyticsEvent(env, event).catch(() => undefined);
};

export function setEditorEventSender(send: typeof sendEditorEvent): void {
  sendEditorEvent = send;
}

function editorEvent(
  action: string,
  section: string,
  customData: Record<string, unknown> = {},
): AnalyticsEvent {
  return {
    commonData: {
      action,
      actor: 'member',
      event_source: 'editor',
      product_area: 'collection-editor',
      product_section: section,
    },
    customData,
    customSchemaName: 'editor_event',
  };
}

/** TRACK-054: an area seen. */
export function trackArea(area: CollectionEditorArea) {
  void sendEditorEvent(editorEvent('area-view', area));
}

/** TRACK-054: an area seen (once per mount); returns the attribute that names it for clicks and the mouse. */
export function useTrackedArea(area: CollectionEditorArea) {
  useEffect(() => trackArea(area), [area]);
  return { 'data-analytics-area': area };
}

/** TRACK-055: a tracked modal opened, or something done in it. */
export function trackModal(
  modal: TrackedModal,
  action: 'open' | 'close' | 'confirm' | 'copy-link' | 'share' | 'create-email-draft' = 'open',
) {
  void sendEditorEvent(editorEvent(`modal-${action}`, modal));
}

/** TRACK-053: at most one sample per this many ms, and this many per event. */
export const MOUSE_SAMPLE_MS = 500;
export const MOUSE_BATCH = 50;

/**
 * TRACK-053: mouse positions, only for an authenticated account: sampled over the tracked areas
 * (as `area:x%:y%` of the window), sent in batches of 50 and when the page is hidden. Returns the
 * function that stops it, or null when there is no account.
 */
export function startMousePositions(
  account: { id: string } | null,
  view: Window = window,
  now: () => number = () => Date.now(),
): (() => void) | null {
  if (!account) return null;
  let positions: string[] = [];
  let last = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (positions.length === 0) return;
    void sendEditorEvent(editorEvent('mouse-positions', 'collection-editor', { positions }));
    positions = [];
  };
  const onMove = (event: MouseEvent) => {
    if (now() - last < MOUSE_SAMPLE_MS) return;
    const area = (event.target as Element | null)?.closest?.('[data-analytics-area]');
    if (!area) return;
    last = now();
    const x = Math.round((event.clientX / Math.max(1, view.innerWidth)) * 100);
    const y = Math.round((event.clientY / Math.max(1, view.innerHeight)) * 100);
    positions.push(`${area.getAttribute('data-analytics-area')}:${x}:${y}`);
    if (positions.length >= MOUSE_BATCH) flush();
  };
  const onHide = () => {
    if (view.document.visibilityState === 'hidden') flush();
  };
  view.addEventListener('mousemove', onMove, { passive: true });
  view.document.addEventListener('visibilitychange', onHide);
  return () => {
    view.removeEventListener('mousemove', onMove);
    view.document.removeEventListener('visibilitychange', onHide);
    flush();
  };
}

/** TRACK-053 as a hook: mouse positions while the screen is open, for a signed-in account only. */
export function useMousePositions() {
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: fetchMe, staleTime: Number.POSITIVE_INFINITY });
  const id = me.data?.account.id ?? null;
  useEffect(() => (id ? (startMousePositions({ id }) ?? undefined) : undefined), [id]);
}

/** TRACK-054: a tracked area as an element: seen when it mounts, named for the mouse positions. */
export function TrackedArea(props: { area: CollectionEditorArea; className?: string; children: ReactNode }) {
  const area = useTrackedArea(props.area);
  return (
    <div className={props.className} {...area}>
      {props.children}
    </div>
  );
}
