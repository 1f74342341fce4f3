import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alertDialog,
  type ConfirmationStyle,
  confirmDialog,
  createDialog,
  createFocusContainer,
  DIALOG,
  type DialogEvent,
  informationDialog,
} from './dialog.ts';

const css = readFileSync(join(import.meta.dirname, 'dialog.module.css'), 'utf8');

function record(dialog: ReturnType<typeof createDialog>) {
  const events: DialogEvent[] = [];
  for (const name of ['show', 'hide', 'confirm', 'reject', 'cancel'] as const)
    dialog.on(name, () => events.push(name));
  return events;
}

const open = () => document.querySelector<HTMLDialogElement>('dialog[open]');
const buttonsOf = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('button'), (b) => `${b.dataset.action}:${b.textContent}`);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('confirmation dialogs', () => {
  it.each<[ConfirmationStyle, string[]]>([
    ['confirmOrReject', ['reject:No', 'confirm:Yes']],
    ['confirmOrCancel', ['cancel:Cancel', 'confirm:OK']],
    ['confirmOnly', ['confirm:OK']],
    ['noButtons', []],
  ])('UI-001 the style %s has the buttons %j', (style, expected) => {
    const dialog = createDialog({ message: 'Sure?', style });
    dialog.show();
    expect(buttonsOf(dialog.element)).toEqual(expected);
    expect(dialog.element.dataset.style).toBe(style);
  });

  it('UI-002 UI-003 fires show, then confirm and hide, and hides once however often it is answered', () => {
    const dialog = createDialog({ message: 'Sure?', style: 'confirmOrReject' });
    const events = record(dialog);
    dialog.show();
    expect(events).toEqual(['show']);
    dialog.element.querySelector<HTMLButtonElement>('[data-action="confirm"]')!.click();
    dialog.element.querySelector<HTMLButtonElement>('[data-action="reject"]')?.click();
    dialog.cancel();
    vi.advanceTimersByTime(DIALOG.hideTimeoutMs);
    expect(events).toEqual(['show', 'confirm', 'hide']);
    expect(dialog.answer).toBe('confirm');
  });

  it.each<['reject' | 'cancel', ConfirmationStyle]>([
    ['reject', 'confirmOrReject'],
    ['cancel', 'confirmOrCancel'],
  ])('UI-002 UI-003 the %s button fires %s and hides once', (action, style) => {
    const dialog = createDialog({ message: 'Sure?', style });
    const events = record(dialog);
    dialog.show();
    const button = dialog.element.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
    button.click();
    button.click();
    vi.advanceTimersByTime(DIALOG.hideTimeoutMs);
    expect(events).toEqual(['show', action, 'hide']);
  });

  it('UI-004 Escape cancels, and the page never sees that Escape', () => {
    const dialog = createDialog({ message: 'Sure?' });
    const events = record(dialog);
    const seenByPage = vi.fn();
    window.addEventListener('keydown', seenByPage);
    dialog.show();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    vi.advanceTimersByTime(DIALOG.hideTimeoutMs);
    window.removeEventListener('keydown', seenByPage);
    expect(events).toEqual(['show', 'cancel', 'hide']);
    expect(seenByPage).not.toHaveBeenCalled();
  });

  it("UI-004 the browser's own close request (the dialog's cancel event) cancels too", () => {
    const dialog = createDialog({ message: 'Sure?' });
    const events = record(dialog);
    dialog.show();
    const request = new Event('cancel', { cancelable: true });
    dialog.element.dispatchEvent(request);
    expect(request.defaultPrevented).toBe(true);
    expect(events).toEqual(['show', 'cancel']);
  });

  it('UI-005 a click on the overlay (the <dialog> outside its panel) cancels; a click in the panel does not', () => {
    const dialog = createDialog({ message: 'Sure?' });
    const events = record(dialog);
    dialog.show();
    const panel = dialog.element.firstElementChild as HTMLElement;
    vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue(new DOMRect(520, 300, 350, 150));
    panel
      .querySelector('p')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 600, clientY: 350 }));
    dialog.element.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 600, clientY: 350 }));
    expect(events).toEqual(['show']);
    dialog.element.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 40, clientY: 40 }));
    expect(events).toEqual(['show', 'cancel']);
  });

  it('UI-006 hiding waits 600 ms when no transition ends, then fires hide', () => {
    const dialog = createDialog({ message: 'Sure?' });
    const events = record(dialog);
    dialog.show();
    dialog.cancel();
    expect(dialog.element.dataset.state).toBe('closing');
    // The modal ends at once (the page is usable while the dialog fades); hide waits.
    expect(dialog.element.open).toBe(false);
    vi.advanceTimersByTime(599);
    expect(events).toEqual(['show', 'cancel']);
    expect(dialog.element.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['show', 'cancel', 'hide']);
  });

  it("UI-006 hiding ends at the dialog's transition end when that comes first (a button's does not count)", () => {
    const dialog = createDialog({ message: 'Sure?' });
    const events = record(dialog);
    dialog.show();
    dialog.confirm();
    vi.advanceTimersByTime(100);
    dialog.element.querySelector('button')!.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(events).toEqual(['show', 'confirm']);
    dialog.element.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(events).toEqual(['show', 'confirm', 'hide']);
    vi.advanceTimersByTime(DIALOG.hideTimeoutMs);
    expect(events).toEqual(['show', 'confirm', 'hide']);
  });

  it('UI-007 a dialog removes itself from the page after hiding, by default; destroyOnHide false keeps it', () => {
    const gone = createDialog({ message: 'Sure?' });
    gone.show();
    expect(gone.element.isConnected).toBe(true);
    gone.confirm();
    vi.advanceTimersByTime(DIALOG.hideTimeoutMs);
    expect(gone.element.isConnected).toBe(false);

    const kept = createDialog({ message: 'Again?', destroyOnHide: false });
    kept.show();
    kept.cancel();
    vi.advanceTimersByTime(DIALOG.hideTimeoutMs);
    expect(kept.element.isConnected).toBe(true);
    expect(kept.element.open).toBe(false);
  });

  it('UI-008 UI-011 a confirmation dialog is 350 wide with padding 20, at the base z-index 30000', () => {
    expect(DIALOG).toMatchObject({ width: 350, padding: 20, zIndex: 30000, hideTimeoutMs: 600 });
    const rule = (selector: string) => css.match(new RegExp(`\\n${selector} \\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule('\\.dialog')).toContain('width: 350px;');
    expect(rule('\\.dialog')).toContain('z-index: 30000;');
    expect(rule('\\.panel')).toContain('padding: 20px;');
  });

  it('the message is text, never markup', () => {
    const dialog = createDialog({ message: '<img src=x onerror=alert(1)>', title: '<b>Hi</b>' });
    dialog.show();
    expect(dialog.element.querySelector('img, b')).toBeNull();
    expect(dialog.element.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('is a modal alertdialog named by its message; focus starts on the safe button, is trapped, and returns', () => {
    document.body.innerHTML = '<input id="quantity"><button id="after">After</button>';
    const quantity = document.getElementById('quantity') as HTMLInputElement;
    quantity.focus();
    const dialog = createDialog({ message: 'Remove this item?', confirmText: 'Remove' });
    dialog.show();
    const element = dialog.element;
    expect(element.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(element.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Remove this item?',
    );
    const [cancel, remove] = Array.from(element.querySelectorAll('button'));
    expect(document.activeElement).toBe(cancel);
    remove!.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    remove!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(cancel);
    const back = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    cancel!.dispatchEvent(back);
    expect(document.activeElement).toBe(remove);
    dialog.cancel();
    // Back at once, not after the fade: the visitor's next key goes where it went before.
    expect(document.activeElement).toBe(quantity);
    vi.advanceTimersByTime(DIALOG.hideTimeoutMs);
    expect(document.activeElement).toBe(quantity);
  });
});

describe('alert and information dialogs', () => {
  it('UI-009 an alert says its message with one OK button and resolves when answered', async () => {
    const answered = vi.fn();
    void alertDialog('We cannot continue to checkout.').then(answered);
    const element = open()!;
    expect(element.dataset.folioDialog).toBe('alert');
    expect(element.getAttribute('role')).toBe('alertdialog');
    expect(buttonsOf(element)).toEqual(['confirm:OK']);
    element.querySelector('button')!.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('UI-010 an information dialog hides by itself after 2000 ms and counts as confirmed', async () => {
    const answer = vi.fn();
    void informationDialog('Saved.').then(answer);
    const element = open()!;
    expect(buttonsOf(element)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toHaveBeenCalledWith('confirm');
    await vi.advanceTimersByTimeAsync(DIALOG.hideTimeoutMs);
    expect(element.isConnected).toBe(false);
  });

  it('confirmDialog is true only for confirm', async () => {
    const yes = confirmDialog('Sure?');
    open()!.querySelector<HTMLButtonElement>('[data-action="confirm"]')!.click();
    expect(await yes).toBe(true);
    await vi.advanceTimersByTimeAsync(DIALOG.hideTimeoutMs);
    const no = confirmDialog('Sure?', { style: 'confirmOrReject' });
    open()!.querySelector<HTMLButtonElement>('[data-action="reject"]')!.click();
    expect(await no).toBe(false);
  });
});

describe('focus containers', () => {
  it("UI-012 needs exactly one of container and predicate, else 'One (and only one) of container and predicate must be set'", () => {
    const message = 'One (and only one) of container and predicate must be set';
    expect(() => createFocusContainer({})).toThrow(message);
    expect(() => createFocusContainer({ container: document.body, predicate: () => true })).toThrow(message);
    expect(() => createFocusContainer({ container: document.body })).not.toThrow();
    expect(() => createFocusContainer({ predicate: () => true })).not.toThrow();
  });

  it('UI-012 a predicate picks the focusable elements of the page', () => {
    document.body.innerHTML =
      '<button data-in>A</button><button>B</button><a href="#x" data-in>C</a><button data-in disabled>D</button>';
    const focus = createFocusContainer({ predicate: (node) => node.hasAttribute('data-in') });
    expect(focus.focusables().map((node) => node.textContent)).toEqual(['A', 'C']);
  });
});
