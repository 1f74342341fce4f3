// The site-user account dialog of published sites (AUTH-021..024): sign in, create an account and
// sign out in a native <dialog>; "Forgot password?" and choosing a new one from the emailed link
// (issue 16). Plain DOM, no React. The runtime (islands/client.ts) loads this
// chunk only when a visitor opens the header's account link, or already holds a session token.
import styles from './account-dialog.module.css';
import {
  DATA_MESSAGES,
  type DataRequest,
  type DataRequestEnvironment,
  DataRequestError,
  dataRequest,
} from './data-request.ts';
import { createSiteUserSession, type SiteUserSessionOptions, XSRF_KEY } from './site-user-session.ts';

export interface SiteUserAccount {
  id: string;
  email: string;
}

export interface AccountDialogOptions {
  /** AUTH-004: false hides account creation entirely. */
  allowCreate?: boolean;
  /** Issue 20: a lock screen's "Join" opens on account creation. */
  startWith?: 'signIn' | 'create';
}

export interface AccountDialogDependencies {
  doc?: Document;
  /** The header's account link: it shows the signed-in email, and focus returns to it on close. */
  link?: HTMLElement | null;
  request?: <T>(request: DataRequest) => Promise<T>;
  storage?: SiteUserSessionOptions['storage'];
}

type View = 'signIn' | 'create' | 'account' | 'forgot' | 'reset';

export const ACCOUNT_TEXT = {
  signIn: 'Sign in',
  create: 'Create account',
  signingIn: 'Signing in…',
  creating: 'Creating account…',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  account: 'Your account',
  signedInAs: 'Signed in as',
  forgot: 'Forgot password?',
  forgotTitle: 'Reset your password',
  sendLink: 'Send the link',
  sendingLink: 'Sending…',
  resetTitle: 'Choose a new password',
  savePassword: 'Save the password',
  savingPassword: 'Saving…',
  backToSignIn: 'Back to sign in',
  askAgain: 'Ask for a new link',
} as const;

/** A reset link's token (the part after #reset-password=, which never reaches the server). */
const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const ACCOUNT_HASH = '#account';
const CLOSE_ICON =
  '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>';

/**
 * The dialog shows every failure in its own alert. Without this the data layer would raise its
 * full-page overlay for the answers its failure handler never sees (DATA-017 takes 400, 401, 500
 * and 502; an email already taken is a 409, too many attempts a 429), and a modal dialog sits
 * above that overlay and makes it inert.
 */
function dialogEnvironment(doc: Document): DataRequestEnvironment {
  return {
    fetch: (...args) => fetch(...args),
    document: doc,
    siteOrigin: location.origin,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    showSystemError: () => {},
  };
}

/** The server's own words for a failure (the message of its answer), else the data layer's. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof DataRequestError)) return DATA_MESSAGES.unableToConnect;
  const body = error.failure.body;
  const message = body && typeof body === 'object' && 'message' in body ? body.message : undefined;
  return typeof message === 'string' && message ? message : error.failure.message;
}

/** A reset link that was used, has expired or is unknown (410, 404). */
function isDeadLinkAnswer(error: unknown): boolean {
  return error instanceof DataRequestError && [404, 410].includes(error.failure.status);
}

/** Whether the server no longer knows the token: the stored one is then stale. */
function isSignedOutAnswer(error: unknown): boolean {
  return error instanceof DataRequestError && [401, 403].includes(error.failure.status);
}

export function createAccountDialog(deps: AccountDialogDependencies = {}) {
  const doc = deps.doc ?? document;
  const storage = deps.storage ?? sessionStorage;
  const request = deps.request ?? (<T>(r: DataRequest) => dataRequest<T>(r, dialogEnvironment(doc)));
  const session = createSiteUserSession({ request, storage });
  const link = deps.link ?? null;

  let account: SiteUserAccount | null = null;
  let view: View = 'signIn';
  let allowCreate = true;
  let isBusy = false;
  let email = '';
  /** A message shown above the form once (a link sent, a password saved). */
  let notice = '';
  let resetToken = '';
  /** The reset link cannot be used any more: the form gives way to asking for a new one. */
  let isLinkDead = false;
  let dialog: HTMLDialogElement | null = null;

  function el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: Partial<HTMLElementTagNameMap[K]> = {},
    ...children: (Node | string)[]
  ): HTMLElementTagNameMap[K] {
    const node = Object.assign(doc.createElement(tag), props);
    node.append(...children);
    return node;
  }

  /**
   * The header's account links: the one given and any other copy (issue 16 part 3: a link placed
   * beside the navigation is in the desktop list and in the phone menu).
   */
  function accountLinks(): HTMLElement[] {
    const all = Array.from(doc.querySelectorAll<HTMLElement>('[data-account-link]'));
    return link && !all.includes(link) ? [link, ...all] : all;
  }

  function showAccountInLink() {
    for (const each of accountLinks()) {
      each.textContent = account ? account.email : ACCOUNT_TEXT.signIn;
      if (account) each.title = `${ACCOUNT_TEXT.signedInAs} ${account.email}`;
      else each.removeAttribute('title');
    }
  }

  function field(input: { name: string; label: string; type: string; autocomplete: string }) {
    const id = `folio-account-${input.name}`;
    const control = el('input', {
      id,
      name: input.name,
      type: input.type,
      autocomplete: input.autocomplete as AutoFill,
      required: true,
      className: styles.input,
    });
    const wrapper = el(
      'div',
      { className: styles.field },
      el('label', { htmlFor: id }, input.label),
      control,
    );
    return { wrapper, control };
  }

  /** Busy: the button keeps focus (aria-disabled, not disabled) and says what is happening. */
  async function whileBusy(button: HTMLButtonElement, busyText: string, work: () => Promise<void>) {
    if (isBusy) return;
    isBusy = true;
    const idleText = button.textContent ?? '';
    button.setAttribute('aria-disabled', 'true');
    button.textContent = busyText;
    try {
      await work();
    } finally {
      isBusy = false;
      button.removeAttribute('aria-disabled');
      button.textContent = idleText;
    }
  }

  function render() {
    if (!dialog) return;
    const titleId = 'folio-account-title';
    const alert = el('p', { className: styles.error });
    alert.setAttribute('role', 'alert');
    const close = el('button', { type: 'button', className: styles.close, innerHTML: CLOSE_ICON });
    close.setAttribute('aria-label', 'Close');
    close.addEventListener('click', () => dialog?.close());
    const heading = el(
      'h2',
      { id: titleId, className: styles.title },
      view === 'account'
        ? ACCOUNT_TEXT.account
        : view === 'create'
          ? ACCOUNT_TEXT.create
          : view === 'forgot'
            ? ACCOUNT_TEXT.forgotTitle
            : view === 'reset'
              ? ACCOUNT_TEXT.resetTitle
              : ACCOUNT_TEXT.signIn,
    );
    const panel = el(
      'div',
      { className: styles.panel },
      el('div', { className: styles.head }, heading, close),
    );
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.replaceChildren(panel);

    if (view === 'account' && account) {
      const signedIn = el(
        'p',
        { className: styles.signedIn, tabIndex: -1 },
        `${ACCOUNT_TEXT.signedInAs} `,
        el('strong', {}, account.email),
      );
      const signOut = el('button', { type: 'button', className: styles.secondary }, ACCOUNT_TEXT.signOut);
      signOut.addEventListener('click', () =>
        whileBusy(signOut, ACCOUNT_TEXT.signingOut, async () => {
          try {
            await session.signOut(true);
            account = null;
            showAccountInLink();
            dialog?.close();
          } catch (error) {
            alert.textContent = failureMessage(error);
          }
        }),
      );
      // Issue 20 (decision 068): the member's page of memberships.
      const memberships = el(
        'a',
        { href: '/members/account', className: styles.linkButton },
        'Your membership',
      );
      panel.append(
        signedIn,
        el('p', { className: styles.signedIn }, memberships),
        alert,
        el('div', { className: styles.actions }, signOut),
      );
      signedIn.focus();
      return;
    }

    const status = el('p', { className: styles.notice });
    status.setAttribute('role', 'status');
    status.textContent = notice;
    notice = '';
    panel.append(status);

    if (view === 'forgot') {
      renderForgot(panel, alert, status);
      return;
    }
    if (view === 'reset') {
      renderReset(panel, alert);
      return;
    }

    const isCreate = view === 'create';
    const emailField = field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email' });
    emailField.control.value = email;
    const passwordField = field({
      name: 'password',
      label: 'Password',
      type: 'password',
      autocomplete: isCreate ? 'new-password' : 'current-password',
    });
    const form = el('form', { className: styles.form }, emailField.wrapper, passwordField.wrapper);
    if (!isCreate) {
      const forgot = el('button', { type: 'button', className: styles.linkButton }, ACCOUNT_TEXT.forgot);
      forgot.addEventListener('click', () => {
        email = emailField.control.value.trim();
        view = 'forgot';
        render();
      });
      passwordField.wrapper.append(el('p', { className: styles.forgot }, forgot));
    }
    if (isCreate) {
      passwordField.control.minLength = 8;
      const hint = el(
        'p',
        { id: 'folio-account-password-hint', className: styles.hint },
        'At least 8 characters.',
      );
      passwordField.control.setAttribute('aria-describedby', hint.id);
      passwordField.wrapper.append(hint);
    }
    const rememberMe = el('input', { type: 'checkbox', name: 'rememberMe', id: 'folio-account-remember' });
    if (!isCreate) {
      form.append(
        el(
          'div',
          { className: styles.check },
          rememberMe,
          el('label', { htmlFor: rememberMe.id }, 'Keep me signed in'),
        ),
      );
    }
    const submit = el(
      'button',
      { type: 'submit', className: styles.submit },
      isCreate ? ACCOUNT_TEXT.create : ACCOUNT_TEXT.signIn,
    );
    form.append(alert, submit);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const input = { email: emailField.control.value.trim(), password: passwordField.control.value };
      email = input.email;
      void whileBusy(submit, isCreate ? ACCOUNT_TEXT.creating : ACCOUNT_TEXT.signingIn, async () => {
        alert.textContent = '';
        try {
          // Creating an account signs in with it straight away.
          if (isCreate) await request({ method: 'POST', url: '/api/site-users/account', body: input });
          account = await session.signIn({ ...input, rememberMe: !isCreate && rememberMe.checked });
        } catch (error) {
          alert.textContent = failureMessage(error);
          return;
        }
        showAccountInLink();
        view = 'account';
        render();
      });
    });
    panel.append(form);

    if (allowCreate) {
      const toggle = el(
        'button',
        { type: 'button', className: styles.linkButton },
        isCreate ? ACCOUNT_TEXT.signIn : 'Create an account',
      );
      toggle.addEventListener('click', () => {
        email = emailField.control.value.trim();
        view = isCreate ? 'signIn' : 'create';
        render();
      });
      panel.append(
        el('p', { className: styles.switch }, isCreate ? 'Already have an account? ' : 'New here? ', toggle),
      );
    }
    emailField.control.focus();
  }

  function backToSignIn() {
    const back = el('button', { type: 'button', className: styles.linkButton }, ACCOUNT_TEXT.backToSignIn);
    back.addEventListener('click', () => {
      view = 'signIn';
      render();
    });
    return el('p', { className: styles.switch }, back);
  }

  /** Issue 16: asks for a reset link; the answer is the same whether or not the account exists. */
  function renderForgot(panel: HTMLElement, alert: HTMLElement, status: HTMLElement) {
    const intro = el(
      'p',
      { className: styles.hint },
      'Enter the email address of your account. We will send it a link to choose a new password.',
    );
    const emailField = field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email' });
    emailField.control.value = email;
    const submit = el('button', { type: 'submit', className: styles.submit }, ACCOUNT_TEXT.sendLink);
    const form = el('form', { className: styles.form }, intro, emailField.wrapper, alert, submit);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      email = emailField.control.value.trim();
      void whileBusy(submit, ACCOUNT_TEXT.sendingLink, async () => {
        alert.textContent = '';
        try {
          const answer = await request<{ message: string }>({
            method: 'POST',
            url: '/api/site-users/password-reset',
            body: { email },
          });
          status.textContent = answer.message;
        } catch (error) {
          alert.textContent = failureMessage(error);
        }
      });
    });
    panel.append(form, backToSignIn());
    emailField.control.focus();
  }

  /** Issue 16: the new password, from the emailed link; then the person signs in with it. */
  function renderReset(panel: HTMLElement, alert: HTMLElement) {
    if (isLinkDead) {
      const again = el('button', { type: 'button', className: styles.submit }, ACCOUNT_TEXT.askAgain);
      again.addEventListener('click', () => {
        isLinkDead = false;
        view = 'forgot';
        render();
      });
      alert.textContent = deadLinkMessage;
      panel.append(alert, again, backToSignIn());
      again.focus();
      return;
    }
    const passwordField = field({
      name: 'password',
      label: 'New password',
      type: 'password',
      autocomplete: 'new-password',
    });
    passwordField.control.minLength = 8;
    const hint = el(
      'p',
      { id: 'folio-account-password-hint', className: styles.hint },
      'At least 8 characters, and not one of the most common passwords. Saving it signs you out everywhere.',
    );
    passwordField.control.setAttribute('aria-describedby', hint.id);
    passwordField.wrapper.append(hint);
    const submit = el('button', { type: 'submit', className: styles.submit }, ACCOUNT_TEXT.savePassword);
    const form = el('form', { className: styles.form }, passwordField.wrapper, alert, submit);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void whileBusy(submit, ACCOUNT_TEXT.savingPassword, async () => {
        alert.textContent = '';
        try {
          const answer = await request<{ email: string; message: string }>({
            method: 'POST',
            url: '/api/site-users/password-reset/password',
            body: { token: resetToken, password: passwordField.control.value },
          });
          resetToken = '';
          // Every session ended, this browser's too: it signs in again with the new password.
          storage.removeItem(XSRF_KEY);
          account = null;
          showAccountInLink();
          email = answer.email;
          notice = answer.message;
          view = 'signIn';
          render();
        } catch (error) {
          if (isDeadLinkAnswer(error)) {
            isLinkDead = true;
            deadLinkMessage = failureMessage(error);
            render();
            return;
          }
          alert.textContent = failureMessage(error);
        }
      });
    });
    panel.append(form);
    passwordField.control.focus();
  }

  let deadLinkMessage = '';

  function ensureDialog(): HTMLDialogElement {
    if (dialog) return dialog;
    dialog = el('dialog', { className: styles.dialog });
    // Escape closes the dialog and nothing else: the login shortcuts listen for it on the window.
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') event.stopPropagation();
    });
    dialog.addEventListener('close', () => {
      if (location.hash === ACCOUNT_HASH) history.replaceState(null, '', location.pathname + location.search);
      // Focus goes back to the copy of the link that is shown (the desktop one or the phone menu's).
      (accountLinks().find((each) => each.getClientRects().length > 0) ?? link)?.focus();
    });
    doc.body.append(dialog);
    return dialog;
  }

  return {
    get account() {
      return account;
    },
    get element() {
      return dialog;
    },
    open(options: AccountDialogOptions = {}) {
      allowCreate = options.allowCreate ?? true;
      view = account ? 'account' : options.startWith === 'create' && allowCreate ? 'create' : 'signIn';
      const element = ensureDialog();
      if (!element.open) element.showModal();
      render();
    },
    close() {
      dialog?.close();
    },
    /** Issue 16: opens on "Choose a new password" for the token of an emailed link. */
    openReset(token: string) {
      resetToken = token;
      isLinkDead = !RESET_TOKEN.test(token);
      deadLinkMessage = 'This link is not complete. Open it from the email again, or ask for a new one.';
      view = 'reset';
      const element = ensureDialog();
      if (!element.open) element.showModal();
      render();
    },
    /** With a token from earlier in this browser session, asks who is signed in (AUTH-022). */
    async restore(): Promise<SiteUserAccount | null> {
      if (!storage.getItem(XSRF_KEY)) return null;
      try {
        account = (await session.account()).account;
      } catch (error) {
        if (isSignedOutAnswer(error)) storage.removeItem(XSRF_KEY);
        return null;
      }
      showAccountInLink();
      // Opened while the answer was on its way: show the account rather than the sign-in form.
      // (Not over a reset link's form or "forgot password": the person is in the middle of it.)
      if (dialog?.open && (view === 'signIn' || view === 'create') && !isBusy) {
        view = 'account';
        render();
      }
      return account;
    },
  };
}

export type AccountDialog = ReturnType<typeof createAccountDialog>;

let pageDialog: AccountDialog | undefined;

/** The page's one account dialog, bound to the header's account link; created on first use. */
export function installAccountDialog(
  link: HTMLElement | null,
  options: { isOpen?: boolean; resetToken?: string | null } = {},
) {
  if (!pageDialog) {
    pageDialog = createAccountDialog({ link });
    void pageDialog.restore();
  }
  if (options.resetToken) pageDialog.openReset(options.resetToken);
  else if (options.isOpen) pageDialog.open();
  return pageDialog;
}

/** Opens the account dialog; `{ allowCreate: false }` offers sign-in only (AUTH-004). */
export function openAccountDialog(options: AccountDialogOptions = {}): AccountDialog {
  const accountDialog = installAccountDialog(document.querySelector<HTMLElement>('[data-account-link]'));
  accountDialog.open(options);
  return accountDialog;
}
