// The dialogs of published sites (UI-001..UI-012, decision 045): confirmation dialogs in four
// styles, alert and information dialogs, on one native modal <dialog>. Plain DOM, no React, text
// only (textContent). Its own chunk: callers load it on first use through ask.ts.
import styles from './dialog.module.css';
import { isEscapeKey } from './escape-key.ts';

/** UI-001: the four styles of a confirmation dialog. */
export type ConfirmationStyle = 'confirmOrReject' | 'confirmOrCancel' | 'confirmOnly' | 'noButtons';
/** UI-002: what a dialog fires. */
export type DialogEvent = 'show' | 'hide' | 'confirm' | 'reject' | 'cancel';
/** How a dialog was answered; undefined while it is open. */
export type DialogAnswer = 'confirm' | 'reject' | 'cancel';
/** A confirmation asks; an alert (UI-009) tells and waits for OK; information (UI-010) goes by itself. */
export type DialogKind = 'confirmation' | 'alert' | 'information';

/** The spec's numbers (UI-006, UI-008, UI-010, UI-011); dialog.module.css writes the sizes out. */
export const DIALOG = {
  width: 350,
  padding: 20,
  hideTimeoutMs: 600,
  informationMs: 2000,
  zIndex: 30000,
} as const;

export const DIALOG_TEXT = {
  confirm: 'OK',
  yes: 'Yes',
  no: 'No',
  cancel: 'Cancel',
} as const;

export const FOCUS_CONTAINER_ERROR = 'One (and only one) of container and predicate must be set';

const FOCUSABLE =
  'a[href], button, input, select, textarea, iframe, [tabindex], [contenteditable="true"], summary';

export interface FocusContainerOptions {
  container?: Element;
  predicate?: (element: HTMLElement) => boolean;
  doc?: Document;
}

/**
 * UI-012: the set of elements Tab moves between, either every focusable inside a container or
 * every focusable of the page a predicate accepts; exactly one of the two.
 */
export function createFocusContainer({ container, predicate, doc = document }: FocusContainerOptions) {
  if ((container === undefined) === (predicate === undefined)) throw new Error(FOCUS_CONTAINER_ERROR);
  function focusables(): HTMLElement[] {
    const all = Array.from((container ?? doc).querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (node) =>
        !(node as HTMLButtonElement).disabled &&
        node.tabIndex >= 0 &&
        !node.closest('[hidden], [inert]') &&
        node.getAttribute('aria-hidden') !== 'true',
    );
    return predicate ? all.filter(predicate) : all;
  }
  function contains(node: unknown): boolean {
    if (!(node instanceof Node)) return false;
    return container ? container.contains(node) : focusables().includes(node as HTMLElement);
  }
  /** Keeps Tab and Shift+Tab inside: from the last to the first and back. */
  function trap(event: KeyboardEvent) {
    if (event.key !== 'Tab') return;
    const list = focusables();
    const first = list[0];
    const final = list.at(-1);
    if (!first || !final) {
      event.preventDefault();
      return;
    }
    const active = doc.activeElement;
    const isInside = contains(active) && list.includes(active as HTMLElement);
    if (event.shiftKey && (!isInside || active === first)) {
      event.preventDefault();
      final.focus();
    } else if (!event.shiftKey && (!isInside || active === final)) {
      event.preventDefault();
      first.focus();
    }
  }
  return { focusables, contains, trap };
}

export interface DialogOptions {
  kind?: DialogKind;
  /** UI-001; alerts are confirm only and information has no buttons whatever this says. */
  style?: ConfirmationStyle;
  message: string;
  /** A heading above the message; without one the message names the dialog. */
  title?: string;
  confirmText?: string;
  rejectText?: string;
  cancelText?: string;
  /** UI-007: on by default; off keeps the closed <dialog> in the page for another show(). */
  destroyOnHide?: boolean;
  /** Where focus goes when the dialog has hidden; by default what had focus when it showed. */
  returnFocus?: HTMLElement | null;
  doc?: Document;
}

export interface Dialog {
  readonly element: HTMLDialogElement;
  /** The answer so far (undefined while open). */
  readonly answer: DialogAnswer | undefined;
  show(): void;
  /** Hides as a cancel would, but fires no cancel (a caller's own reason). */
  hide(): void;
  confirm(): void;
  reject(): void;
  cancel(): void;
  on(event: DialogEvent, listener: () => void): () => void;
  /** Resolves once the dialog has been answered. */
  answered: Promise<DialogAnswer>;
  /** Resolves once the dialog has hidden (after its transition or 600 ms). */
  hidden: Promise<void>;
}

let nextId = 0;

/** One dialog. Nothing of `options` reaches the page as markup: every text is textContent. */
export function createDialog(options: DialogOptions): Dialog {
  const doc = options.doc ?? document;
  const kind = options.kind ?? 'confirmation';
  const style: ConfirmationStyle =
    kind === 'alert'
      ? 'confirmOnly'
      : kind === 'information'
        ? 'noButtons'
        : (options.style ?? 'confirmOrCancel');
  const destroyOnHide = options.destroyOnHide ?? true;
  const listeners = new Map<DialogEvent, Set<() => void>>();
  const id = `folio-dialog-${++nextId}`;

  let answer: DialogAnswer | undefined;
  let state: 'new' | 'open' | 'hiding' | 'hidden' = 'new';
  let opener: HTMLElement | null = null;
  let informationTimer: ReturnType<typeof setTimeout> | undefined;
  let resolveAnswered: (answer: DialogAnswer) => void = () => {};
  let resolveHidden: () => void = () => {};
  const answered = new Promise<DialogAnswer>((resolve) => {
    resolveAnswered = resolve;
  });
  const hidden = new Promise<void>((resolve) => {
    resolveHidden = resolve;
  });

  function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
    const node = doc.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  const element = el('dialog', styles.dialog ?? '');
  element.dataset.folioDialog = kind;
  element.dataset.style = style;
  // An alert or a question interrupts; information is only said.
  element.setAttribute('role', kind === 'information' ? 'dialog' : 'alertdialog');
  const panel = el('div', styles.panel ?? '');
  const message = el('p', styles.message ?? '', options.message);
  message.id = `${id}-message`;
  if (options.title) {
    const title = el('h2', styles.title ?? '', options.title);
    title.id = `${id}-title`;
    panel.append(title);
    element.setAttribute('aria-labelledby', title.id);
    element.setAttribute('aria-describedby', message.id);
  } else {
    element.setAttribute('aria-labelledby', message.id);
  }
  panel.append(message);

  const buttons: HTMLButtonElement[] = [];
  function button(text: string, className: string, action: DialogAnswer) {
    const node = el('button', className, text);
    node.type = 'button';
    node.dataset.action = action;
    node.addEventListener('click', () => answerWith(action));
    buttons.push(node);
    return node;
  }
  if (style !== 'noButtons') {
    const row = el('div', styles.buttons ?? '');
    if (style === 'confirmOrReject')
      row.append(button(options.rejectText ?? DIALOG_TEXT.no, styles.secondary ?? '', 'reject'));
    if (style === 'confirmOrCancel')
      row.append(button(options.cancelText ?? DIALOG_TEXT.cancel, styles.secondary ?? '', 'cancel'));
    const yes = style === 'confirmOrReject' ? DIALOG_TEXT.yes : DIALOG_TEXT.confirm;
    row.append(button(options.confirmText ?? yes, styles.primary ?? '', 'confirm'));
    panel.append(row);
  } else {
    // With nothing to press, the dialog itself takes focus (and Escape).
    element.tabIndex = -1;
  }
  element.append(panel);

  const focus = createFocusContainer({ container: element, doc });

  function fire(event: DialogEvent) {
    for (const listener of listeners.get(event) ?? []) listener();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (isEscapeKey(event)) {
      // UI-004; handled here, so the page's own Escape shortcut never sees it.
      event.preventDefault();
      event.stopPropagation();
      answerWith('cancel');
      return;
    }
    focus.trap(event);
  }

  // The browser's own close request (Escape, a phone's back gesture): the dialog cancels with its
  // transition instead of vanishing.
  element.addEventListener('cancel', (event) => {
    event.preventDefault();
    answerWith('cancel');
  });
  element.addEventListener('keydown', onKeyDown);
  // UI-005: a click on the backdrop reaches the <dialog> itself, outside its panel.
  element.addEventListener('click', (event) => {
    if (event.target !== element) return;
    const box = panel.getBoundingClientRect();
    const isInPanel =
      box.width > 0 &&
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!isInPanel) answerWith('cancel');
  });

  /** UI-003: the first answer hides the dialog; later ones are ignored. */
  function answerWith(action: DialogAnswer) {
    if (state !== 'open') return;
    answer = action;
    fire(action);
    resolveAnswered(action);
    beginHide();
  }

  /** UI-006: hidden at the end of the closing transition or after 600 ms, whichever is first. */
  function beginHide() {
    if (state !== 'open') return;
    state = 'hiding';
    clearTimeout(informationTimer);
    element.dataset.state = 'closing';
    // The page is the visitor's again at once: the modal closes now and only its picture fades
    // (dialog.module.css keeps it in the top layer for the fade), so a click or a key right after
    // an answer reaches the page, and focus is back where it was.
    if (element.open) element.close();
    // What fades is only a picture: nothing in it can be pressed or read any more.
    element.inert = true;
    element.setAttribute('aria-hidden', 'true');
    returnFocus();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      element.removeEventListener('transitionend', onEnd);
      clearTimeout(timer);
      finishHide();
    };
    const onEnd = (event: TransitionEvent) => {
      // A button's own hover transition ending says nothing about the dialog's.
      if (event.target === element) done();
    };
    element.addEventListener('transitionend', onEnd);
    timer = setTimeout(done, DIALOG.hideTimeoutMs);
  }

  function finishHide() {
    if (state !== 'hiding') return;
    state = 'hidden';
    delete element.dataset.state;
    element.inert = false;
    element.removeAttribute('aria-hidden');
    fire('hide');
    // UI-007
    if (destroyOnHide) element.remove();
    resolveHidden();
  }

  function returnFocus() {
    const target = options.returnFocus ?? opener;
    if (target?.isConnected && !(target as HTMLButtonElement).disabled) target.focus();
  }

  const dialog: Dialog = {
    element,
    get answer() {
      return answer;
    },
    answered,
    hidden,
    show() {
      if (state === 'open' || state === 'hiding') return;
      state = 'open';
      answer = undefined;
      const active = doc.activeElement;
      opener = active instanceof HTMLElement && active !== doc.body ? active : null;
      if (!element.isConnected) doc.body.append(element);
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      element.dataset.state = 'open';
      // The safe choice first: the button that keeps things as they are, when there is one.
      const first = buttons.find((b) => b.dataset.action !== 'confirm') ?? buttons[0] ?? element;
      first.focus();
      fire('show');
      // UI-010: information goes by itself and counts as confirmed.
      if (kind === 'information')
        informationTimer = setTimeout(() => answerWith('confirm'), DIALOG.informationMs);
    },
    hide() {
      if (state !== 'open') return;
      beginHide();
    },
    confirm: () => answerWith('confirm'),
    reject: () => answerWith('reject'),
    cancel: () => answerWith('cancel'),
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
  };
  return dialog;
}

export type AskOptions = Omit<DialogOptions, 'message' | 'kind'>;

/** Shows a confirmation; true only when it was confirmed (reject, cancel, Escape: false). */
export function confirmDialog(message: string, options: AskOptions = {}): Promise<boolean> {
  const dialog = createDialog({ ...options, message, kind: 'confirmation' });
  dialog.show();
  return dialog.answered.then((answer) => answer === 'confirm');
}

/** UI-009: an alert, answered by OK, Escape or the overlay. */
export function alertDialog(message: string, options: AskOptions = {}): Promise<void> {
  const dialog = createDialog({ ...options, message, kind: 'alert' });
  dialog.show();
  return dialog.answered.then(() => undefined);
}

/** UI-010: information that goes after 2000 ms; resolves with how it went ('confirm' by itself). */
export function informationDialog(message: string, options: AskOptions = {}): Promise<DialogAnswer> {
  const dialog = createDialog({ ...options, message, kind: 'information' });
  dialog.show();
  return dialog.answered;
}
