// PAGE-025..027: the site's initialisation lifecycle. The runtime runs its initialisers once; when
// all have run (an island's chunk settled, loaded or failed) the site is 'initialised'. Destroying
// it runs the teardowns the initialisers gave back and reverts it to 'not-initialised'. Owners'
// scripts and journeys read `window.folio.site.state` or listen for SITE_STATE_EVENT on window.
export type SiteState = 'not-initialised' | 'initialised';

export const SITE_STATE_EVENT = 'folio:site-state';
/** PAGE-027: console only; a visitor never sees it. */
export const SECOND_RUN_MESSAGE = 'Folio: the site script ran again; ignored.';

/** What an initialiser may give back: a teardown, or a promise the site waits for. */
export type Initialiser = () => unknown;

export interface Site {
  readonly state: SiteState;
  /** PAGE-025: runs every initialiser; the state turns 'initialised' once all have settled. */
  init(initialisers: Initialiser[]): Promise<void>;
  /** PAGE-026 */
  destroy(): void;
}

export function createSite(target: EventTarget = window): Site {
  let state: SiteState = 'not-initialised';
  let teardowns: (() => void)[] = [];
  let run = 0;
  const set = (next: SiteState) => {
    state = next;
    target.dispatchEvent(new CustomEvent(SITE_STATE_EVENT, { detail: { state: next } }));
  };
  return {
    get state() {
      return state;
    },
    async init(initialisers) {
      const thisRun = ++run;
      const waits: Promise<unknown>[] = [];
      for (const initialise of initialisers) {
        try {
          const result = initialise();
          if (typeof result === 'function') teardowns.push(result as () => void);
          else waits.push(result as Promise<unknown>);
        } catch (error) {
          // One broken initialiser never keeps the others from running; the error reporter hears it.
          reportError(error);
        }
      }
      await Promise.allSettled(waits);
      // A destroy while the chunks were loading wins.
      if (thisRun === run) set('initialised');
    },
    destroy() {
      run += 1;
      for (const teardown of teardowns.reverse()) teardown();
      teardowns = [];
      set('not-initialised');
    },
  };
}

/**
 * PAGE-027: true when the runtime already ran on this page (a second copy of the script, e.g. an
 * owner's code injection loading it again); that run must change nothing.
 */
export function isSecondRun(win: { folio?: { site?: unknown } } = window): boolean {
  if (!win.folio?.site) return false;
  console.info(SECOND_RUN_MESSAGE);
  return true;
}
