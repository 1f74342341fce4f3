import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  altchaCaptcha,
  captchaSize,
  loadRecaptchaScript,
  RECAPTCHA_DESTROYED_MESSAGE,
  RecaptchaManager,
} from './captcha.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

function container(width = 400): HTMLElement {
  document.body.innerHTML = '<form data-form-id="f1"><input name="a"><div data-captcha></div></form>';
  const box = document.querySelector<HTMLElement>('[data-captcha]')!;
  Object.defineProperty(box, 'clientWidth', { value: width });
  return box;
}

function fakeGrecaptcha() {
  let next = 0;
  return {
    render: vi.fn((_c: HTMLElement, _p: { sitekey: string; size: string }) => next++),
    reset: vi.fn(),
    getResponse: vi.fn(() => 'token'),
  };
}

describe('reCAPTCHA', () => {
  it('FORM-049 FORM-055 renders only with a site key; without one it fails with its message', async () => {
    const load = vi.fn(async () => fakeGrecaptcha());
    const manager = new RecaptchaManager(null, load);
    await expect(manager.render(container())).rejects.toThrow('ReCaptcha has not been set up!');
    await expect(manager.load(document)).rejects.toThrow('ReCaptcha has not been set up!');
    expect(load).not.toHaveBeenCalled();
  });

  it('FORM-054 the script is loaded on demand, once, only when a captcha is rendered', async () => {
    const grecaptcha = fakeGrecaptcha();
    const load = vi.fn(async () => grecaptcha);
    const manager = new RecaptchaManager('site-key', load);
    expect(load).not.toHaveBeenCalled();
    await manager.render(container());
    const second = document.createElement('div');
    document.body.append(second);
    await manager.render(second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('FORM-050 FORM-051 one widget per container, marked rendered; compact below 320 px', async () => {
    const grecaptcha = fakeGrecaptcha();
    const manager = new RecaptchaManager('site-key', async () => grecaptcha);
    const narrow = container(300);
    const id = await manager.render(narrow);
    expect(narrow.dataset.captchaRendered).toBe('true');
    expect(await manager.render(narrow)).toBe(id);
    expect(grecaptcha.render).toHaveBeenCalledTimes(1);
    expect(grecaptcha.render.mock.calls[0]![1]).toMatchObject({ sitekey: 'site-key', size: 'compact' });
    const wide = container(320);
    await manager.render(wide);
    expect(grecaptcha.render.mock.calls[1]![1]).toMatchObject({ size: 'normal' });
    expect(captchaSize(319)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
  });

  it('FORM-052 FORM-053 a rendered captcha can be reset and destroyed', async () => {
    const grecaptcha = fakeGrecaptcha();
    const manager = new RecaptchaManager('site-key', async () => grecaptcha);
    const box = container();
    const id = await manager.render(box);
    await manager.reset(box);
    expect(grecaptcha.reset).toHaveBeenCalledWith(id);
    box.append(document.createElement('div'));
    manager.destroy(box);
    expect(manager.isRendered(box)).toBe(false);
    expect(box.dataset.captchaRendered).toBeUndefined();
    expect(box.childElementCount).toBe(0);
    await manager.render(box);
    expect(grecaptcha.render).toHaveBeenCalledTimes(2);
  });

  it('FORM-054 FORM-056 the script tag is added on demand; a page closed while it loads rejects saying so', async () => {
    // Appended scripts are kept from loading (happy-dom would fail them at once).
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => undefined);
    expect(append).not.toHaveBeenCalled();
    const loading = loadRecaptchaScript(document);
    const script = append.mock.calls[0]![0] as HTMLScriptElement;
    expect(script.src).toContain('https://www.google.com/recaptcha/api.js?render=explicit');
    window.dispatchEvent(new Event('pagehide'));
    await expect(loading).rejects.toThrow(RECAPTCHA_DESTROYED_MESSAGE);
  });

  it('the script’s onload resolves with grecaptcha', async () => {
    vi.spyOn(document.head, 'append').mockImplementation(() => undefined);
    const loading = loadRecaptchaScript(document);
    const grecaptcha = fakeGrecaptcha();
    Object.assign(window, { grecaptcha });
    (window as unknown as { folioRecaptchaLoaded: () => void }).folioRecaptchaLoaded();
    await expect(loading).resolves.toBe(grecaptcha);
  });
});

describe('ALTCHA', () => {
  const secret = 'test-secret';
  const fetchChallenge = () =>
    createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      keyPrefix: '00',
      deriveKey,
      hmacSignatureSecret: secret,
      expiresAt: new Date(Date.now() + 60_000),
    });

  it('FORM-030 not completed until the proof of work is done; then a payload the server verifies', async () => {
    const box = container();
    const captcha = altchaCaptcha(box, { fetchChallenge });
    const done = vi.fn();
    captcha.subscribe(done);
    expect(captcha.value()).toBeNull();
    expect(box.querySelector('label')?.textContent).toBe('I’m not a robot');
    // The first focus in the form starts the work.
    document
      .querySelector<HTMLInputElement>('input[name="a"]')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(captcha.value()).not.toBeNull(), { timeout: 5000 });
    expect(done).toHaveBeenCalledWith(true);
    expect(box.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    expect(box.querySelector('[data-captcha-status]')?.textContent).toBe('Verified');
    const { challenge, solution } = JSON.parse(atob(captcha.value()!));
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret });
    expect(result.verified).toBe(true);
  });

  it('FORM-027 FORM-052 a reset clears the answer and solves a fresh challenge', async () => {
    const box = container();
    const challenges = vi.fn(fetchChallenge);
    const captcha = altchaCaptcha(box, { fetchChallenge: challenges });
    box.querySelector<HTMLInputElement>('input[type="checkbox"]')!.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(captcha.value()).not.toBeNull(), { timeout: 5000 });
    const first = captcha.value();
    captcha.reset();
    expect(captcha.value()).toBeNull();
    await vi.waitFor(() => expect(captcha.value()).not.toBeNull(), { timeout: 5000 });
    expect(captcha.value()).not.toBe(first);
    expect(challenges).toHaveBeenCalledTimes(2);
  });

  it('issue 14 item 1: a form id holding markup stays text in the captcha (no element, no handler)', () => {
    document.body.innerHTML = '<form><input name="a"><div data-captcha></div></form>';
    const form = document.querySelector('form')!;
    const hostile = '"><img src=x onerror="window.__pwned=1"><x y="';
    form.dataset.formId = hostile;
    const box = document.querySelector<HTMLElement>('[data-captcha]')!;
    altchaCaptcha(box, { fetchChallenge });
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelectorAll('*')).toHaveLength(4);
    expect(box.querySelector('input')!.id).toBe(`${hostile}-captcha`);
    expect(box.querySelector('label')!.htmlFor).toBe(`${hostile}-captcha`);
  });

  it('starts at once when the visitor is already typing in the form as the code arrives', async () => {
    const box = container();
    document.querySelector<HTMLInputElement>('input[name="a"]')!.focus();
    const captcha = altchaCaptcha(box, { fetchChallenge });
    await vi.waitFor(() => expect(captcha.value()).not.toBeNull(), { timeout: 5000 });
  });

  it('a challenge that cannot be fetched says so and can be retried', async () => {
    const box = container();
    const captcha = altchaCaptcha(box, { fetchChallenge: () => Promise.reject(new Error('offline')) });
    box.querySelector<HTMLInputElement>('input[type="checkbox"]')!.dispatchEvent(new Event('change'));
    await vi.waitFor(() =>
      expect(box.querySelector('[data-captcha-status]')?.textContent).toBe(
        'Verification failed. Tick the box to try again.',
      ),
    );
    expect(captcha.value()).toBeNull();
    expect(box.querySelector<HTMLInputElement>('input[type="checkbox"]')!.disabled).toBe(false);
  });
});
