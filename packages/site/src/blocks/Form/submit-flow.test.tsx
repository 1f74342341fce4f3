// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true}}
import { FORM_MESSAGES } from '@folio/core/forms';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, type FormProps, formIslandProps } from './Form.tsx';
import { type Answer, enhanceForm, postJson, readValues, recordFormRender } from './submit-flow.ts';

const ids = {
  name: 'aaaaaaaaaaaaaaaaaaaaaa01',
  email: 'aaaaaaaaaaaaaaaaaaaaaa02',
  section: 'aaaaaaaaaaaaaaaaaaaaaa03',
  message: 'aaaaaaaaaaaaaaaaaaaaaa04',
  topic: 'aaaaaaaaaaaaaaaaaaaaaa05',
  date: 'aaaaaaaaaaaaaaaaaaaaaa06',
  likert: 'aaaaaaaaaaaaaaaaaaaaaa07',
  hidden: 'aaaaaaaaaaaaaaaaaaaaaa08',
  phone: 'aaaaaaaaaaaaaaaaaaaaaa09',
};

function formProps(overrides: Partial<FormProps> = {}): FormProps {
  return {
    id: 'form-1',
    title: 'Contact',
    fields: [
      { id: ids.name, type: 'name', title: 'Name', required: true },
      { id: ids.email, type: 'email', title: 'Email', required: true },
      { id: ids.section, type: 'section', title: 'About your project' },
      { id: ids.message, type: 'textarea', title: 'Message', maxLength: 10 },
    ],
    submitButtonText: 'Send',
    successMessage: 'Thanks!',
    successRedirectUrl: '',
    notificationEmails: 'owner@example.com',
    captcha: false,
    disableValidation: false,
    ...overrides,
  };
}

type Post = (url: string, body: unknown) => Promise<Answer>;

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the crumb and visitor cookies are read from document.cookie
  document.cookie = cookie;
}

function mount(overrides: Partial<FormProps> = {}, options: Parameters<typeof enhanceForm>[2] = {}) {
  const props = formProps(overrides);
  document.body.innerHTML = `<div id="root">${renderToString(<Form {...props} />)}</div>`;
  const root = document.getElementById('root')!;
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const answers: Answer[] = [];
  const post: Post = async (url, body) => {
    calls.push({ url, body: body as Record<string, unknown> });
    if (url.endsWith('FormSubmissionKey')) return { status: 200, data: { key: 'k1' } };
    return answers.shift() ?? { status: 200, data: {} };
  };
  const flow = enhanceForm(root, formIslandProps(props), { post, ...options });
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
  const fill = (selector: string, value: string) => {
    const input = q<HTMLInputElement>(selector);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const fillValid = () => {
    fill(`[name="${ids.name}"][data-part="0"]`, 'Ada');
    fill(`[name="${ids.name}"][data-part="1"]`, 'Lovelace');
    fill(`[name="${ids.email}"]`, 'ada@example.com');
  };
  return { root, flow, calls, answers, q, fill, fillValid, props };
}

/** The problem messages the visitor sees: where each is and what it says. */
function shownMessages(root: Element) {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-form-message]'))
    .filter((m) => !m.hidden)
    .map((m) => ({ slot: m.dataset.formMessage, text: m.textContent }));
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  setCookie('crumb=; max-age=0');
});

describe('the form island’s submission flow', () => {
  it('FORM-001 FORM-003 FORM-004 FORM-005 FORM-007 FORM-008 asks for a key, then saves with every payload field', async () => {
    const { flow, calls, fillValid, fill } = mount();
    fillValid();
    fill(`[name="${ids.message}"]`, 'Hello');
    await flow.submit();
    expect(calls.map((c) => c.url)).toEqual(['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
    expect(calls[0]!.body).toEqual({});
    const body = calls[1]!.body;
    expect(body).toMatchObject({
      key: 'k1',
      formId: 'form-1',
      collectionId: null,
      objectName: null,
      isOverlayForm: false,
      submitButtonText: 'Send',
      pagePath: '/',
      contentSource: 'c',
    });
    expect(body).toHaveProperty('pageTitle');
    expect(body).toHaveProperty('pageId');
    expect(body.intraPageEvent).toMatchObject({ formIndex: 0, sentAt: expect.any(Number) });
    // FORM-012: no value for the section; FORM-013: a name in its two parts.
    expect(JSON.parse(body.form as string)).toEqual({
      [ids.name]: ['Ada', 'Lovelace'],
      [ids.email]: 'ada@example.com',
      [ids.message]: 'Hello',
    });
    // FORM-006: no captcha, no captchaKey.
    expect(body).not.toHaveProperty('captchaKey');
  });

  it('FORM-011 FORM-014 FORM-016 FORM-018 reads each field type in the shape the server checks', () => {
    const { root, q, fill } = mount({
      fields: [
        { id: ids.topic, type: 'checkbox', title: 'Topics', options: 'Kitchens\nBathrooms\nGardens' },
        { id: ids.date, type: 'date', title: 'Start' },
        { id: ids.likert, type: 'likert', title: 'Rate', options: 'Fast\nClear' },
        { id: ids.hidden, type: 'hidden', title: 'Source', value: 'spring-ad' },
        { id: ids.phone, type: 'phone', title: 'Phone', showCountryCode: true },
      ],
    });
    const form = q<HTMLFormElement>('form');
    for (const box of root.querySelectorAll<HTMLInputElement>(`[name="${ids.topic}"]`))
      box.checked = box.value !== 'Bathrooms';
    fill(`[name="${ids.date}"][data-part="0"]`, '4');
    fill(`[name="${ids.date}"][data-part="1"]`, '15');
    fill(`[name="${ids.date}"][data-part="2"]`, '2027');
    q<HTMLInputElement>('input[data-statement="Fast"][value="2"]').checked = true;
    q<HTMLInputElement>('input[data-statement="Clear"][value="-1"]').checked = true;
    for (const [i, v] of ['1', '555', '010', '4477'].entries())
      fill(`[name="${ids.phone}"][data-part="${i}"]`, v);
    expect(
      readValues(form, {
        fields: [
          { id: ids.topic, type: 'checkbox', title: 'Topics' },
          { id: ids.date, type: 'date', title: 'Start' },
          { id: ids.likert, type: 'likert', title: 'Rate' },
          { id: ids.hidden, type: 'hidden', title: 'Source' },
          { id: ids.phone, type: 'phone', title: 'Phone' },
        ],
      }),
    ).toEqual({
      [ids.topic]: ['Kitchens', 'Gardens'],
      [ids.date]: ['4', '15', '2027'],
      [ids.likert]: { Fast: 2, Clear: -1 },
      [ids.hidden]: 'spring-ad',
      [ids.phone]: ['1', '555', '010', '4477'],
    });
  });

  it('FORM-019 FORM-020 FORM-021 FORM-022 locks while submitting and ignores a second submit', async () => {
    let release!: () => void;
    const sent: string[] = [];
    const { flow, fillValid, q } = mount(
      {},
      {
        post: async (url) => {
          sent.push(url);
          if (url.endsWith('FormSubmissionKey')) {
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            return { status: 200, data: { key: 'k1' } };
          }
          return { status: 200, data: {} };
        },
      },
    );
    fillValid();
    expect(flow.state).toBe('idle');
    const first = flow.submit();
    expect(flow.state).toBe('submitting');
    const button = q<HTMLButtonElement>('[data-submit]');
    expect(button.textContent).toBe('Submitting…');
    expect(button.disabled).toBe(true);
    expect(q('form').getAttribute('aria-busy')).toBe('true');
    await flow.submit(); // ignored
    release();
    await first;
    expect(sent).toEqual(['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
    expect(flow.state).toBe('idle');
  });

  it('FORM-024 FORM-025 on success hides the form, shows the message and runs the post-submit content', async () => {
    const { flow, q, fillValid } = mount({
      postSubmitHtml: '<p class="after">See you soon</p><script>window.__postSubmitRan = true</script>',
    });
    fillValid();
    await flow.submit();
    expect(q<HTMLFormElement>('form').hidden).toBe(true);
    expect(q('form').hasAttribute('aria-busy')).toBe(false);
    const success = q<HTMLElement>('[data-form-success]');
    expect(success.hidden).toBe(false);
    expect(success.textContent).toContain('Thanks!');
    expect(success.querySelector('.after')?.textContent).toBe('See you soon');
    expect((window as { __postSubmitRan?: boolean }).__postSubmitRan).toBe(true);
    expect(document.activeElement).toBe(success);
    // Decision 042: the submission is a site event the owner's analytics counts beside the renders.
    expect((window.folio as unknown as { track: unknown[] }).track).toContainEqual({
      site: { event: 'form-submit', objectId: 'form-1' },
    });
  });

  it('FORM-023 on success with a success address the visitor goes there', async () => {
    const navigate = vi.fn();
    const { flow, q, fillValid } = mount({ successRedirectUrl: '/thank-you' }, { navigate });
    fillValid();
    await flow.submit();
    expect(navigate).toHaveBeenCalledWith('/thank-you');
    expect(q<HTMLElement>('[data-form-success]').hidden).toBe(true);
  });

  it('FORM-031 FORM-032 FORM-033 FORM-028 an invalid email is refused in the browser and nothing is sent', async () => {
    const { root, flow, calls, q, fill } = mount();
    fill(`[name="${ids.name}"][data-part="0"]`, 'Ada');
    fill(`[name="${ids.name}"][data-part="1"]`, 'Lovelace');
    fill(`[name="${ids.email}"]`, 'ada-at-example');
    await flow.submit();
    expect(calls).toEqual([]);
    expect(shownMessages(root)).toEqual([{ slot: 'bottom', text: FORM_MESSAGES.bannerBottom }]);
    const emailBox = q(`[data-field-id="${ids.email}"]`);
    expect(emailBox.querySelector('[data-field-error]')?.textContent).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(emailBox.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailBox.querySelector('input'));
  });

  it('FORM-031 with validation disabled the values go to the server unchecked', async () => {
    const { flow, calls, fill } = mount({ disableValidation: true });
    fill(`[name="${ids.email}"]`, 'ada-at-example');
    await flow.submit();
    expect(calls.map((c) => c.url)).toContain('/api/form/SaveFormSubmission');
  });

  it('FORM-034 FORM-035 FORM-036 the textarea counter counts live and turns to its error state past the limit', () => {
    const { q, fill, root } = mount();
    const counter = q<HTMLElement>(`[data-field-id="${ids.message}"] [data-counter]`);
    expect(counter.textContent).toBe('0 / 10');
    fill(`[name="${ids.message}"]`, 'Hello');
    expect(counter.textContent).toBe('5 / 10');
    expect(counter.dataset.over).toBe('false');
    fill(`[name="${ids.message}"]`, 'Hello, world');
    expect(counter.textContent).toBe('12 / 10');
    expect(counter.dataset.over).toBe('true');
    expect(q(`[data-field-id="${ids.message}"] [data-field-error]`).textContent).toBe(
      'You have exceeded the character limit.',
    );
    // A maximum of zero: no counter at all.
    document.body.innerHTML = '';
    const zero = mount({ fields: [{ id: ids.message, type: 'textarea', title: 'Message', maxLength: 0 }] });
    expect(zero.root.querySelector('[data-counter]')).toBeNull();
    expect(root.isConnected).toBe(false);
  });

  it('FORM-037 FORM-038 FORM-048 FORM-026 a 400’s errors show on their fields, with one message above the submit button', async () => {
    const { root, flow, answers, q, fillValid } = mount();
    fillValid();
    answers.push({ status: 400, data: { errors: { [ids.email]: 'This address bounced.' } } });
    await flow.submit();
    expect(q(`[data-field-id="${ids.email}"] [data-field-error]`).textContent).toBe('This address bounced.');
    expect(shownMessages(root)).toEqual([{ slot: 'bottom', text: FORM_MESSAGES.bannerBottom }]);
    // Unlocked again.
    expect(flow.state).toBe('idle');
    expect(q<HTMLButtonElement>('[data-submit]').disabled).toBe(false);
    expect(q<HTMLButtonElement>('[data-submit]').textContent).toBe('Send');
  });

  it('issue 14 item 15 FORM-047 FORM-048: a failed form shows its field errors and one problem message, not four', async () => {
    const { root, flow, q } = mount();
    await flow.submit(); // name and email are required and empty
    const visibleTexts = Array.from(root.querySelectorAll<HTMLElement>('form p, form [role="alert"]'))
      .filter((el) => !el.closest('[hidden]') && el.textContent?.trim())
      .filter((el) => !el.matches('[data-field-error], [data-counter]'))
      .map((el) => el.textContent);
    expect(visibleTexts).toEqual([FORM_MESSAGES.bannerBottom]);
    // The message sits just above the submit button, where the visitor pressed it.
    const message = q<HTMLElement>('[data-form-message="bottom"]');
    expect(message.nextElementSibling?.contains(q('[data-submit]'))).toBe(true);
    expect(q(`[data-field-id="${ids.email}"] [data-field-error]`).textContent).toBe('Email is required.');
  });

  it('issue 14 item 15 FORM-047: sent from high up a long form (submit button below the viewport), the one message is at the top', async () => {
    const { root, flow, q, fillValid } = mount();
    fillValid();
    q<HTMLInputElement>(`[name="${ids.email}"]`).value = 'not-an-email';
    const below = { top: window.innerHeight + 400, bottom: window.innerHeight + 440 } as DOMRect;
    q<HTMLButtonElement>('[data-submit]').getBoundingClientRect = () => below;
    await flow.submit();
    expect(shownMessages(root)).toEqual([{ slot: 'top', text: FORM_MESSAGES.bannerTop }]);
    // FORM-028: focus on the field in error, which the top message points down to.
    expect(document.activeElement).toBe(q(`[name="${ids.email}"]`));
    // Fixed and sent again: the message goes away.
    q<HTMLInputElement>(`[name="${ids.email}"]`).value = 'ada@example.com';
    await flow.submit();
    expect(shownMessages(root)).toEqual([]);
  });

  it('FORM-039 a newsletter form shows field errors without the general error above', async () => {
    const { root, flow, answers, q, fillValid } = mount({ isNewsletter: true });
    fillValid();
    answers.push({ status: 400, data: { errors: { [ids.email]: 'Already subscribed.' } } });
    await flow.submit();
    expect(q(`[data-field-id="${ids.email}"] [data-field-error]`).textContent).toBe('Already subscribed.');
    expect(shownMessages(root)).toEqual([]);
  });

  it.each([
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, {}, 'This form has not been configured yet.'],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, {}, 'Unable to send form. Please try again later.'],
    [409, { error: 'This submission was already received.' }, 'This submission was already received.'],
    [400, { error: 'invalid_submission_key', message: FORM_MESSAGES.unknown }, FORM_MESSAGES.unknown],
    [502, {}, 'Unknown error, please try again later.'],
  ])(
    'FORM-010 FORM-040 FORM-041 FORM-042 FORM-043 FORM-044 FORM-045 status %i shows its message',
    async (status, data, text) => {
      const { root, flow, answers, q, fillValid } = mount();
      fillValid();
      answers.push({ status, data });
      await flow.submit();
      expect(shownMessages(root)).toEqual([{ slot: 'bottom', text }]);
      expect(document.activeElement).toBe(q('[data-form-message="bottom"]'));
    },
  );

  it('FORM-002 no key: the form says so and sends nothing else', async () => {
    const { root, fillValid } = mount();
    document.body.innerHTML = '';
    document.body.append(root);
    const calls: string[] = [];
    const flow = enhanceForm(root, formIslandProps(formProps()), {
      post: async (url) => {
        calls.push(url);
        return { status: 503, data: {} };
      },
    });
    fillValid();
    await flow.submit();
    expect(calls).toEqual(['/api/form/FormSubmissionKey']);
    expect(shownMessages(root)).toEqual([
      { slot: 'bottom', text: 'Could not get a form submission key, please try again later.' },
    ]);
  });

  it('FORM-006 FORM-027 FORM-030 a captcha form refuses until solved, sends captchaKey, and resets on failure', async () => {
    let answer: string | null = null;
    const reset = vi.fn();
    let onDone: (isDone: boolean) => void = () => undefined;
    const { root, flow, calls, answers, q, fillValid } = mount(
      { captcha: true },
      {
        captcha: {
          value: () => answer,
          reset,
          subscribe: (listener) => {
            onDone = listener;
          },
        },
      },
    );
    fillValid();
    await flow.submit();
    expect(calls).toEqual([]);
    expect(shownMessages(root)).toEqual([{ slot: 'bottom', text: 'Complete CAPTCHA before submitting.' }]);
    answer = 'solved-payload';
    reset.mockClear();
    answers.push({ status: 500, data: {} });
    await flow.submit();
    expect(calls[1]!.body.captchaKey).toBe('solved-payload');
    expect(reset).toHaveBeenCalledTimes(1);
    expect(q<HTMLButtonElement>('[data-submit]').disabled).toBe(true);
    // Solved again: submit comes back.
    onDone(true);
    expect(q<HTMLButtonElement>('[data-submit]').disabled).toBe(false);
  });
});

describe('postJson', () => {
  it('sends the crumb and retries exactly once on crumbFail with the new crumb cookie', async () => {
    setCookie('crumb=old');
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        if (urls.length === 1) {
          setCookie('crumb=fresh');
          return new Response(JSON.stringify({ crumbFail: true }), { status: 403 });
        }
        return new Response(JSON.stringify({ key: 'k9' }), { status: 200 });
      }),
    );
    const answer = await postJson('/api/form/FormSubmissionKey', {});
    expect(answer).toEqual({ status: 200, data: { key: 'k9' } });
    expect(urls).toEqual([
      '/api/form/FormSubmissionKey?crumb=old',
      '/api/form/FormSubmissionKey?crumb=fresh',
    ]);
  });
});

describe('the form-render census', () => {
  it('TRACK-017 queues form-render with the form id for the collector (decision 042), which sends it by beacon', () => {
    const view = { folio: { context: null } } as unknown as Window;
    recordFormRender('form-1', view);
    recordFormRender('form-2', view);
    expect((view.folio as unknown as { track: unknown[] }).track).toEqual([
      { census: 'form-render', fields: { formId: 'form-1' } },
      { census: 'form-render', fields: { formId: 'form-2' } },
    ]);
  });
});

describe('the form island', () => {
  it('FORM-029 a form that could not be set up is reported on the console only', async () => {
    const { enhance } = await import('./island.ts');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('div'); // no <form> inside: enhanceForm throws
    expect(() => enhance(element, formIslandProps(formProps()))).not.toThrow();
    expect(error).toHaveBeenCalledWith('Form could not be rendered', expect.any(Error));
    error.mockRestore();
  });
});
