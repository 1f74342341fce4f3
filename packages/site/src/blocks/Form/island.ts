// The form's island: no React, only the submission flow on the server-rendered form. A captcha
// form loads its captcha code as a chunk of its own; other forms download none of it.
import type { Captcha } from './captcha.ts';
import { enhanceForm, type FormIslandProps, recordFormRender } from './submit-flow.ts';

/** Stands in for the captcha until its chunk has loaded: not completed until then. */
function lazyCaptcha(container: HTMLElement): Captcha {
  let real: Captcha | null = null;
  const listeners: ((isDone: boolean) => void)[] = [];
  const context = (
    window as { folio?: { context?: { websiteSettings?: { recaptchaSiteKey?: string | null } } | null } }
  ).folio?.context;
  const siteKey = context?.websiteSettings?.recaptchaSiteKey ?? null;
  import('./captcha.ts')
    .then((m) => {
      real = siteKey
        ? m.recaptchaCaptcha(container, new m.RecaptchaManager(siteKey))
        : m.altchaCaptcha(container);
      for (const listener of listeners) real.subscribe(listener);
    })
    .catch((error) => console.error('The captcha could not be loaded', error));
  return {
    value: () => real?.value() ?? null,
    reset: () => real?.reset(),
    subscribe(listener) {
      listeners.push(listener);
      real?.subscribe(listener);
    },
  };
}

export function enhance(element: HTMLElement, props: FormIslandProps) {
  try {
    const container = props.captcha ? element.querySelector<HTMLElement>('[data-captcha]') : null;
    enhanceForm(element, props, container ? { captcha: lazyCaptcha(container) } : {});
    recordFormRender(props.formId);
  } catch (error) {
    // FORM-029: a form that could not be set up is reported on the console only.
    console.error('Form could not be rendered', error);
  }
}
