import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceForm } from '../Form/submit-flow.ts';
import { enhanceOnFirstUse, enhanceUnsubscribe } from './island.ts';
import { Newsletter, newsletterDefinition, newsletterIslandProps } from './Newsletter.tsx';
import { NewsletterUnsubscribe } from './Unsubscribe.tsx';

const props = {
  id: 'nl-1',
  title: 'Letters',
  description: 'Now and then.',
  buttonText: 'Subscribe',
  successMessage: 'Thanks for subscribing.',
  askName: true,
};

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the Newsletter block', () => {
  it('decision 057: the submission flow loads on the first focus in the form, and a submit sent before it loaded is sent again then', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Newsletter {...props} />)}</div>`;
    const root = document.getElementById('root')!;
    const form = root.querySelector('form')!;
    const enhance = vi.fn();
    let loaded!: () => void;
    const load = vi.fn(
      () => new Promise<never>((resolve) => (loaded = () => resolve({ enhanceForm: enhance } as never))),
    );
    enhanceOnFirstUse(root, newsletterIslandProps(props), load);
    expect(load).not.toHaveBeenCalled();
    const submitted = vi.fn();
    form.addEventListener('submit', (event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      submitted();
    });
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    loaded();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(enhance).toHaveBeenCalledWith(root, newsletterIslandProps(props), {
      submittedEvent: 'newsletter-signup',
    });
  });

  it('is a newsletter form: an email (required) and, when asked, a name', () => {
    const definition = newsletterDefinition(props);
    expect(definition.isNewsletter).toBe(true);
    expect(definition.fields.map((f) => [f.id, f.type, f.required])).toEqual([
      ['name', 'text', false],
      ['email', 'email', true],
    ]);
    expect(newsletterDefinition({ ...props, askName: false }).fields.map((f) => f.id)).toEqual(['email']);
    expect(newsletterIslandProps(props)).not.toHaveProperty('notificationEmails');
  });

  it('FORM-039 signs up through the forms’ flow, without the general error above on field errors', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Newsletter {...props} />)}</div>`;
    const root = document.getElementById('root')!;
    const sent: unknown[] = [];
    const answers = [
      { status: 400, data: { errors: { email: 'This address cannot receive email.' } } },
      { status: 200, data: {} },
    ];
    const flow = enhanceForm(root, newsletterIslandProps(props), {
      post: async (url, body) => {
        sent.push(body);
        return url.endsWith('Key') ? { status: 200, data: { key: 'k' } } : answers.shift()!;
      },
    });
    await flow.submit();
    expect(root.querySelector('[data-field-id="email"] [data-field-error]')?.textContent).toBe(
      'Email is required.',
    );
    expect(sent).toEqual([]);
    root.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'reader@example.com';
    root.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ada';
    // The server's field errors show on the field, with no general message.
    await flow.submit();
    expect(root.querySelector('[data-field-id="email"] [data-field-error]')?.textContent).toBe(
      'This address cannot receive email.',
    );
    expect(root.querySelector<HTMLElement>('[data-form-message]')!.hidden).toBe(true);
    sent.length = 0;
    await flow.submit();
    expect(JSON.parse((sent[1] as { form: string }).form)).toEqual({
      name: 'Ada',
      email: 'reader@example.com',
    });
    expect(root.querySelector('[data-form-success]')?.textContent).toBe('Thanks for subscribing.');
  });
});

describe('PAGE-013 the unsubscribe page', () => {
  const mount = () => {
    document.body.innerHTML = renderToString(<NewsletterUnsubscribe siteTitle="Folio Demo" />);
    return document.querySelector<HTMLElement>('[data-island="Newsletter"]')!;
  };

  it('sends the link’s token and says the address will get no more emails', async () => {
    window.history.replaceState(null, '', '/newsletter/unsubscribe?token=tok123');
    const element = mount();
    const post = vi.fn(async () => ({ status: 200, data: { email: 'reader@example.com' } }));
    enhanceUnsubscribe(element, post);
    element.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() =>
      expect(element.querySelector('[data-unsubscribe-status]')?.textContent).toBe(
        'reader@example.com will get no more emails from this site.',
      ),
    );
    expect(post).toHaveBeenCalledWith('/api/newsletter/unsubscribe', { token: 'tok123' });
    expect(element.querySelector('form')!.hidden).toBe(true);
  });

  it('shows the server’s message for a link that is not valid', async () => {
    window.history.replaceState(null, '', '/newsletter/unsubscribe?token=old');
    const element = mount();
    enhanceUnsubscribe(element, async () => ({
      status: 404,
      data: { message: 'This unsubscribe link is not valid.' },
    }));
    element.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() =>
      expect(element.querySelector('[data-unsubscribe-status]')?.textContent).toBe(
        'This unsubscribe link is not valid.',
      ),
    );
    expect(element.querySelector('form')!.hidden).toBe(false);
  });

  it('without a token it says the link is incomplete and offers no button', () => {
    const element = mount();
    enhanceUnsubscribe(element, vi.fn());
    expect(element.querySelector('form')!.hidden).toBe(true);
    expect(element.querySelector('[data-unsubscribe-status]')?.textContent).toBe(
      'This unsubscribe link is incomplete. Use the link in your email.',
    );
  });
});
