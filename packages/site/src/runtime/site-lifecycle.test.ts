import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSite, isSecondRun, SECOND_RUN_MESSAGE, SITE_STATE_EVENT } from './site-lifecycle.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('site initialisation lifecycle', () => {
  it('PAGE-025 goes from not initialised to initialised only once every initialiser has run', async () => {
    const target = new EventTarget();
    const heard: string[] = [];
    target.addEventListener(SITE_STATE_EVENT, (event) =>
      heard.push((event as CustomEvent<{ state: string }>).detail.state),
    );
    const site = createSite(target);
    expect(site.state).toBe('not-initialised');
    let finishChunk = () => {};
    const chunk = new Promise<void>((resolve) => (finishChunk = resolve));
    const ran: string[] = [];
    const done = site.init([() => void ran.push('menu'), () => chunk, () => void ran.push('tooltips')]);
    expect(ran).toEqual(['menu', 'tooltips']);
    await Promise.resolve();
    // An island's chunk is still loading: not yet initialised.
    expect(site.state).toBe('not-initialised');
    finishChunk();
    await done;
    expect(site.state).toBe('initialised');
    expect(heard).toEqual(['initialised']);
  });

  it('PAGE-025 a failed chunk or a throwing initialiser still lets the site reach initialised', async () => {
    const site = createSite(new EventTarget());
    const ran: string[] = [];
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    await site.init([
      () => {
        throw new Error('broken');
      },
      () => Promise.reject(new Error('Loading chunk failed')),
      () => void ran.push('after'),
    ]);
    expect(ran).toEqual(['after']);
    expect(site.state).toBe('initialised');
    expect(reportError).toHaveBeenCalledWith(new Error('broken'));
  });

  it('PAGE-026 destroying the site runs the teardowns (newest first) and reverts it to not initialised', async () => {
    const target = new EventTarget();
    const heard: string[] = [];
    target.addEventListener(SITE_STATE_EVENT, (event) =>
      heard.push((event as CustomEvent<{ state: string }>).detail.state),
    );
    const site = createSite(target);
    const torn: string[] = [];
    await site.init([() => () => torn.push('first'), () => () => torn.push('second')]);
    site.destroy();
    expect(site.state).toBe('not-initialised');
    expect(torn).toEqual(['second', 'first']);
    expect(heard).toEqual(['initialised', 'not-initialised']);
    // Destroyed while a chunk loads: the late chunk does not make it initialised again.
    let finish = () => {};
    const running = site.init([() => new Promise<void>((resolve) => (finish = resolve))]);
    site.destroy();
    finish();
    await running;
    expect(site.state).toBe('not-initialised');
  });

  it('PAGE-027 a second run of the script is detected and ignored with a console-only message', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(isSecondRun({})).toBe(false);
    expect(info).not.toHaveBeenCalled();
    expect(isSecondRun({ folio: { site: createSite(new EventTarget()) } })).toBe(true);
    expect(info).toHaveBeenCalledWith(SECOND_RUN_MESSAGE);
  });
});
