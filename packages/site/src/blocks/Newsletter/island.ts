// The newsletter's island, no React: sign-ups go through the forms' submission flow (as a
// newsletter form, FORM-039); on the unsubscribe page it confirms the unsubscribe link.
import { enhanceForm, type FormIslandProps, postJson, recordFormRender } from '../Form/submit-flow.ts';

type Props = ({ mode: 'subscribe' } & FormIslandProps) | { mode: 'unsubscribe' };

export function enhance(element: HTMLElement, props: Props) {
  try {
    if (props.mode === 'unsubscribe') enhanceUnsubscribe(element);
    else {
      enhanceForm(element, props, { submittedEvent: 'newsletter-signup' });
      recordFormRender(props.formId);
    }
  } catch (error) {
    console.error('Newsletter could not be rendered', error);
  }
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
