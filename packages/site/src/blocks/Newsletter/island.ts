// The newsletter's island, no React: sign-ups go through the forms' submission flow (as a
// newsletter form, FORM-039); on the unsubscribe page it confirms the unsubscribe link.
// Decision 057: the submission flow (with the forms' rules and messages, ~5 KB gzip) loads on the
// visitor's first focus, pointer or submit in the form, not with the page: most visitors of a page
// with a sign-up never use it. The form-render census (TRACK-017) is sent at once.
// The island itself imports only the track queue: it must work one round trip after it loads.
import { trackFormRender } from '../../runtime/track-queue.ts';
import type { FormIslandProps } from '../Form/submit-flow.ts';

type Props = ({ mode: 'subscribe' } & FormIslandProps) | { mode: 'unsubscribe' };

type Answer = { status: number; data: Record<string, unknown> };
const postJson = (url: string, body: unknown): Promise<Answer> =>
  import('../../store/store-request.ts').then((m) => m.storeRequest('POST', url, body));

export function enhance(element: HTMLElement, props: Props) {
  try {
    if (props.mode === 'unsubscribe') enhanceUnsubscribe(element);
    else {
      enhanceOnFirstUse(element, props);
      trackFormRender(props.formId);
    }
  } catch (error) {
    console.error('Newsletter could not be rendered', error);
  }
}

/**
 * Wires the sign-up form when the visitor first reaches it. A submit that comes before the flow
 * has loaded (Enter at once, a fast click) waits for it and is sent again then.
 */
export function enhanceOnFirstUse(
  element: HTMLElement,
  props: FormIslandProps,
  load: () => Promise<typeof import('../Form/submit-flow.ts')> = () => import('../Form/submit-flow.ts'),
): void {
  const form = element.querySelector<HTMLFormElement>('form[data-form-id]');
  if (!form) throw new Error('The form is missing from its block.');
  const types = ['focusin', 'pointerover', 'submit'] as const;
  let isSubmitted = false;
  let isLoading = false;
  const listen = (event: Event) => {
    if (event.type === 'submit') {
      event.preventDefault();
      isSubmitted = true;
    }
    if (isLoading) return;
    isLoading = true;
    void load().then(
      (m) => {
        for (const type of types) form.removeEventListener(type, listen);
        m.enhanceForm(element, props, { submittedEvent: 'newsletter-signup' });
        if (isSubmitted) form.requestSubmit();
      },
      (error: unknown) => {
        isLoading = false;
        console.error('Newsletter could not be rendered', error);
      },
    );
  };
  for (const type of types) form.addEventListener(type, listen);
}

/** PAGE-013: the unsubscribe page's button sends the link's token; the answer replaces the form. */
export function enhanceUnsubscribe(element: HTMLElement, post: typeof postJson = postJson) {
  const form = element.querySelector<HTMLFormElement>('form[data-unsubscribe]')!;
  const status = element.querySelector<HTMLElement>('[data-unsubscribe-status]')!;
  const button = form.querySelector<HTMLButtonElement>('button')!;
  const token = new URLSearchParams(element.ownerDocument.location.search).get('token') ?? '';
  if (!token) {
    form.hidden = true;
    status.textContent = 'This unsubscribe link is incomplete. Use the link in your email.';
    return;
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    let message: string;
    try {
      const answer = await post('/api/newsletter/unsubscribe', { token });
      if (answer.status === 200) {
        form.hidden = true;
        message = `${String(answer.data.email ?? 'Your address')} will get no more emails from this site.`;
      } else {
        message =
          typeof answer.data.message === 'string'
            ? answer.data.message
            : 'Unable to unsubscribe. Please try again.';
      }
    } catch {
      message = 'Unable to unsubscribe. Please try again.';
    }
    button.disabled = false;
    status.textContent = message;
    status.focus();
  });
}
