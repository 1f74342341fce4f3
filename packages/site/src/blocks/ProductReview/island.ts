// The review form's island, no React: a star is required (SHOP-039); the server's answer decides
// the message (SHOP-036 expired, SHOP-037 already reviewed, SHOP-038 anything else).
import { MESSAGES } from '@folio/core/message-catalogue';
import { type StoreRequest, storeRequest } from '../../store/store-request.ts';

export function enhance(element: HTMLElement, props: { token: string }) {
  enhanceReviewForm(element, props.token);
}

export function enhanceReviewForm(element: HTMLElement, token: string, request: StoreRequest = storeRequest) {
  const form = element.querySelector<HTMLFormElement>('form[data-review-form]');
  if (!form) return;
  const ratingError = form.querySelector<HTMLElement>('[data-rating-error]')!;
  const formError = form.querySelector<HTMLElement>('[data-review-error]')!;
  const done = element.querySelector<HTMLElement>('[data-review-done]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  form.addEventListener('change', () => {
    ratingError.textContent = '';
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const chosen = form.querySelector<HTMLInputElement>('input[name="rating"]:checked');
    formError.textContent = '';
    if (!chosen) {
      ratingError.textContent = MESSAGES.pleaseSelectAStarRating;
      form.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
      return;
    }
    const data = new FormData(form);
    button.disabled = true;
    button.textContent = 'Submitting…';
    try {
      const answer = await request('POST', '/api/commerce/reviews', {
        token,
        rating: Number(chosen.value),
        name: String(data.get('name') ?? ''),
        body: String(data.get('body') ?? ''),
      });
      if (answer.status === 201) {
        form.hidden = true;
        done.hidden = false;
        done.textContent = 'Thank you! Your review is on the product page.';
        return;
      }
      formError.textContent =
        answer.status === 410
          ? MESSAGES.yourReviewRequestHasExpired
          : answer.status === 409
            ? MESSAGES.youHaveAlreadyReviewedThisPurchase
            : MESSAGES.trySubmittingYourReviewAgain;
    } catch {
      formError.textContent = MESSAGES.trySubmittingYourReviewAgain;
    }
    button.disabled = false;
    button.textContent = 'Submit review';
  });
}
