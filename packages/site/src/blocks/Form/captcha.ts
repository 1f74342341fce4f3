// Form captchas (FORM-030, FORM-049..056). ALTCHA by default: a proof of work the visitor's browser
// solves while they fill in the form, checked by our own server (no third party). reCAPTCHA when
// the site has a reCAPTCHA site key: Google's script, loaded only when a form needs it.
import { FORM_MESSAGES } from '@folio/core/forms';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** What the submission flow needs of a captcha. */
export interface Captcha {
  /** The captchaKey to send, or null while the captcha is not completed. */
  value(): string | null;
  reset(): void;
  /** Called with true whenever the captcha is completed again (after a reset, say). */
  subscribe(listener: (isDone: boolean) => void): void;
}

/** FORM-051: compact below 320 px of container width, otherwise normal. */
export function captchaSize(containerWidth: number): 'compact' | 'normal' {
  return containerWidth < 320 ? 'compact' : 'normal';
}

export interface AltchaOptions {
  fetchChallenge?: () => Promise<Challenge>;
  solve?: (
    challenge: Challenge,
    controller: AbortController,
  ) => Promise<{ counter: number; derivedKey: string } | null>;
}

const defaultFetchChallenge = async (): Promise<Challenge> => {
  const answer = await fetch('/api/form/captcha-challenge', { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`Challenge answered ${answer.status}`);
  return (await answer.json()) as Challenge;
};

const defaultSolve: NonNullable<AltchaOptions['solve']> = (challenge, controller) =>
  solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });

/**
 * The ALTCHA widget in a form's [data-captcha] box: a checkbox the visitor can tick, which the
 * widget also ticks on its own once the work is done. Work starts at the first focus in the form.
 */
export function altchaCaptcha(container: HTMLElement, options: AltchaOptions = {}): Captcha {
  const doc = container.ownerDocument;
  const fetchChallenge = options.fetchChallenge ?? defaultFetchChallenge;
  const solve = options.solve ?? defaultSolve;
  const listeners: ((isDone: boolean) => void)[] = [];
  let payload: string | null = null;
  let running: AbortController | null = null;

  container.dataset.size = captchaSize(container.clientWidth || 320);
  const id = `${container.closest('form')?.dataset.formId ?? 'form'}-captcha`;
  // Built node by node: the id comes from page data, which an editor writes (issue 14, item 1).
  const box = doc.createElement('input');
  box.type = 'checkbox';
  box.id = id;
  const label = doc.createElement('label');
  label.className = 'folio-captcha';
  label.htmlFor = id;
  const caption = doc.createElement('span');
  caption.dataset.captchaLabel = '';
  caption.textContent = 'I’m not a robot';
  label.append(box, caption);
  const status = doc.createElement('span');
  status.className = 'folio-captcha-status';
  status.setAttribute('role', 'status');
  status.dataset.captchaStatus = '';
  container.replaceChildren(label, status);

  const show = (text: string, state: 'idle' | 'verifying' | 'verified' | 'failed') => {
    status.textContent = text;
    container.dataset.state = state;
    box.checked = state === 'verified';
    box.disabled = state === 'verifying' || state === 'verified';
  };
  show('', 'idle');

  async function verify() {
    if (payload || running) return;
    const controller = new AbortController();
    running = controller;
    show('Verifying…', 'verifying');
    try {
      const challenge = await fetchChallenge();
      const solution = await solve(challenge, controller);
      if (controller.signal.aborted) return;
      if (!solution) throw new Error('No solution');
      payload = btoa(
        JSON.stringify({
          challenge: { parameters: challenge.parameters, signature: challenge.signature },
          solution: { counter: solution.counter, derivedKey: solution.derivedKey },
        }),
      );
      show('Verified', 'verified');
      for (const listener of listeners) listener(true);
    } catch {
      if (!controller.signal.aborted) show('Verification failed. Tick the box to try again.', 'failed');
    } finally {
      if (running === controller) running = null;
    }
  }

  box.addEventListener('change', () => void verify());
  const form = container.closest('form');
  // The visitor may already be typing when this code arrives: then the work starts at once.
  if (form?.contains(doc.activeElement)) void verify();
  else form?.addEventListener('focusin', () => void verify(), { once: true });
  doc.defaultView?.addEventListener('pagehide', () => running?.abort());

  return {
    value: () => payload,
    reset() {
      running?.abort();
      running = null;
      payload = null;
      show('', 'idle');
      void verify(); // a fresh challenge straight away: each one counts once on the server
    },
    subscribe: (listener) => listeners.push(listener),
  };
}

interface Grecaptcha {
  render(
    container: HTMLElement,
    params: { sitekey: string; size: 'compact' | 'normal'; callback?: (token: string) => void },
  ): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

export const RECAPTCHA_DESTROYED_MESSAGE = 'The page was closed while the ReCaptcha script was loading.';

/** Loads Google's script once; rejects when the document goes away first (FORM-056). */
export function loadRecaptchaScript(doc: Document): Promise<Grecaptcha> {
  const win = doc.defaultView as
    | (Window & { grecaptcha?: Grecaptcha; folioRecaptchaLoaded?: () => void })
    | null;
  return new Promise((resolve, reject) => {
    if (!win) return reject(new Error(RECAPTCHA_DESTROYED_MESSAGE));
    if (win.grecaptcha?.render) return resolve(win.grecaptcha);
    const onGone = () => reject(new Error(RECAPTCHA_DESTROYED_MESSAGE));
    win.addEventListener('pagehide', onGone, { once: true });
    win.folioRecaptchaLoaded = () => {
      win.removeEventListener('pagehide', onGone);
      resolve(win.grecaptcha!);
    };
    const script = doc.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=folioRecaptchaLoaded';
    script.async = true;
    script.onerror = () => reject(new Error('The ReCaptcha script could not be loaded.'));
    doc.head.append(script);
  });
}

/** reCAPTCHA for the forms of one page: FORM-049..056. */
export class RecaptchaManager {
  #script: Promise<Grecaptcha> | null = null;
  readonly #widgets = new Map<HTMLElement, number>();

  constructor(
    private readonly siteKey: string | null,
    private readonly loadScript: (doc: Document) => Promise<Grecaptcha> = loadRecaptchaScript,
  ) {}

  /** FORM-054, FORM-055: the script, loaded on the first request, and only with a site key. */
  load(doc: Document): Promise<Grecaptcha> {
    if (!this.siteKey) return Promise.reject(new Error(FORM_MESSAGES.recaptchaNotSetUp));
    this.#script ??= this.loadScript(doc);
    return this.#script;
  }

  /** FORM-049..051: one widget per container, marked rendered, compact when narrow. */
  async render(container: HTMLElement, onToken?: (token: string) => void): Promise<number> {
    const existing = this.#widgets.get(container);
    if (existing !== undefined || container.dataset.captchaRendered === 'true') return existing ?? -1;
    const grecaptcha = await this.load(container.ownerDocument);
    if (container.dataset.captchaRendered === 'true') return this.#widgets.get(container) ?? -1;
    const widgetId = grecaptcha.render(container, {
      sitekey: this.siteKey!,
      size: captchaSize(container.clientWidth),
      callback: onToken,
    });
    container.dataset.captchaRendered = 'true';
    this.#widgets.set(container, widgetId);
    return widgetId;
  }

  isRendered(container: HTMLElement): boolean {
    return this.#widgets.has(container);
  }

  /** FORM-052 */
  async reset(container: HTMLElement): Promise<void> {
    const widgetId = this.#widgets.get(container);
    if (widgetId === undefined) return;
    (await this.load(container.ownerDocument)).reset(widgetId);
  }

  /** FORM-053: the widget goes; the container can be rendered into again. */
  destroy(container: HTMLElement): void {
    this.#widgets.delete(container);
    delete container.dataset.captchaRendered;
    container.replaceChildren();
  }
}

/** The reCAPTCHA widget of one form, in the shape the submission flow uses. */
export function recaptchaCaptcha(container: HTMLElement, manager: RecaptchaManager): Captcha {
  const listeners: ((isDone: boolean) => void)[] = [];
  let token: string | null = null;
  manager
    .render(container, (t) => {
      token = t;
      for (const listener of listeners) listener(true);
    })
    .catch((error: Error) => {
      container.textContent = error.message;
      console.error(error);
    });
  return {
    value: () => token,
    reset() {
      token = null;
      void manager.reset(container);
    },
    subscribe: (listener) => listeners.push(listener),
  };
}
