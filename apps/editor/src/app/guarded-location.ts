// The shell's location for wouter: the browser's address, except that leaving a screen asks the
// screens first (leave-guard.ts). A link or a page choice that is refused never changes the
// address; Back or Forward that is refused puts the screen's address back.
import { useSyncExternalStore } from 'react';
import { mayLeave } from './leave-guard.ts';

let shownPath = typeof location === 'undefined' ? '/' : location.pathname;
let shownUrl = typeof location === 'undefined' ? '/' : location.pathname + location.search;
const listeners = new Set<() => void>();

function show(): void {
  shownPath = location.pathname;
  shownUrl = location.pathname + location.search;
  for (const listener of listeners) listener();
}

function onPopState(): void {
  if (location.pathname === shownPath || mayLeave()) show();
  else history.pushState(null, '', shownUrl);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('popstate', onPopState);
  };
}

/** Goes to `to` (an absolute path, wouter adds the base) once every open screen agrees. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = new URL(to, location.href);
  if (target.pathname !== shownPath && !mayLeave()) return;
  history[options.replace ? 'replaceState' : 'pushState'](
    null,
    '',
    target.pathname + target.search + target.hash,
  );
  show();
}

/** wouter's `hook` for the shell's Router. */
export function useGuardedLocation(): [string, typeof navigate] {
  return [
    useSyncExternalStore(
      subscribe,
      () => shownPath,
      () => shownPath,
    ),
    navigate,
  ];
}
