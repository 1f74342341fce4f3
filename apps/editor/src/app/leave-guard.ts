// Leaving a screen with work in it (a page's unsaved changes, uploads under way, a product being
// edited) asks first. Screens register what they would lose; the shell's navigation asks them all.
import { useEffect, useRef } from 'react';

const guards = new Set<() => boolean>();

/** True when every open screen agrees to be left (each may ask the owner with a confirm). */
export function mayLeave(): boolean {
  for (const canLeave of guards) if (!canLeave()) return false;
  return true;
}

/** Registers `canLeave` while the calling component is mounted; the latest function is the one asked. */
export function useLeaveGuard(canLeave: (() => boolean) | undefined): void {
  const latest = useRef(canLeave);
  latest.current = canLeave;
  useEffect(() => {
    const guard = () => latest.current?.() ?? true;
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, []);
}
