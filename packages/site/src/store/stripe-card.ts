// Stripe's card field for the checkout (with STRIPE_SECRET_KEY on the server): Stripe.js is loaded
// from js.stripe.com once, its card Element mounted, and a PaymentMethod made on submit. The card
// number never reaches Folio's server; the server confirms a PaymentIntent with the method's id.

/** The part of Stripe.js the checkout uses. */
export interface StripeLike {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  createPaymentMethod(input: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { email?: string; name?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
  /** Issue 20 (decision 062): 3-D Secure and the other actions a PaymentIntent asks of the customer. */
  handleNextAction(input: { clientSecret: string }): Promise<{ error?: { message?: string } }>;
}

export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { error?: { message?: string } }) => void): void;
}

export interface StripeCard {
  createPaymentMethod(details: { email: string; name?: string }): Promise<{ id: string } | { error: string }>;
  /** Runs the bank's challenge in Stripe's own window; the server then reads the outcome from Stripe. */
  handleNextAction(clientSecret: string): Promise<{ ok: true } | { error: string }>;
  destroy(): void;
}

const STRIPE_JS = 'https://js.stripe.com/v3/';
let loading: Promise<(key: string) => StripeLike> | null = null;

/** Loads Stripe.js once per page. */
export function loadStripeJs(doc: Document = document): Promise<(key: string) => StripeLike> {
  loading ??= new Promise((resolve, reject) => {
    const win = doc.defaultView as (Window & { Stripe?: (key: string) => StripeLike }) | null;
    if (win?.Stripe) return resolve(win.Stripe);
    const script = doc.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => (win?.Stripe ? resolve(win.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js could not be loaded'));
    };
    doc.head.append(script);
  });
  return loading;
}

/** Mounts the card field into `container`; `onChange` hears the field's own messages. */
export async function mountStripeCard(
  container: HTMLElement,
  publishableKey: string,
  onChange: (message: string | null) => void,
  load: () => Promise<(key: string) => StripeLike> = () => loadStripeJs(container.ownerDocument),
): Promise<StripeCard> {
  const stripe = (await load())(publishableKey);
  const card = stripe.elements().create('card', { hidePostalCode: true });
  card.mount(container);
  card.on('change', (event) => onChange(event.error?.message ?? null));
  return {
    async createPaymentMethod(details) {
      const answer = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { email: details.email, ...(details.name ? { name: details.name } : {}) },
      });
      if (answer.paymentMethod) return { id: answer.paymentMethod.id };
      return { error: answer.error?.message ?? 'Your card could not be used. Check it and try again.' };
    },
    async handleNextAction(clientSecret) {
      const answer = await stripe.handleNextAction({ clientSecret });
      return answer.error
        ? { error: answer.error.message ?? 'Your bank could not confirm this payment.' }
        : { ok: true };
    },
    destroy: () => card.destroy(),
  };
}
