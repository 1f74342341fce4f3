// The product page's island, no React: the chosen variant's price and button, the pictures, and
// "Add to Cart" (POST /api/commerce/cart/items), which tells the header badge about the new cart.
import { type Cart, isVariantAvailable } from '@folio/core/commerce';
import { trackProductEvent } from '../../runtime/track-queue.ts';
import { announceCart } from '../../store/cart-session.ts';
import { variantPriceLabel } from '../../store/product-price.ts';
import { answerMessage, type StoreRequest, storeRequest } from '../../store/store-request.ts';
import { isValueSoldOut, optionLabel, type Selection, variantFor } from '../../store/variant-choice.ts';
import { priceElement } from './price-element.ts';
import { ADD_TO_CART, type ProductIslandProps, SOLD_OUT } from './product-props.ts';

export const ADDED_TO_CART = 'Added to cart';
const ADD_FAILED = 'Unable to add to cart. Please try again.';

export function enhanceProduct(
  element: HTMLElement,
  props: ProductIslandProps,
  request: StoreRequest = storeRequest,
) {
  const doc = element.ownerDocument;
  const form = element.querySelector<HTMLFormElement>('form[data-add-to-cart]');
  if (!form) return;
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('select[data-option]'));
  const quantity = form.querySelector<HTMLInputElement>('[data-quantity]')!;
  const button = form.querySelector<HTMLButtonElement>('[data-add]')!;
  const status = form.querySelector<HTMLElement>('[data-cart-status]')!;
  const priceSlot = element.querySelector<HTMLElement>('[data-price-slot]');
  let isBusy = false;

  const selection = (): Selection => Object.fromEntries(selects.map((s) => [s.dataset.option!, s.value]));
  const chosen = () =>
    props.variants.length === 1 && selects.length === 0
      ? props.variants[0]!
      : variantFor(props.variants, selection());

  function update() {
    const current = selection();
    for (const select of selects) {
      for (const option of select.options) {
        option.textContent = optionLabel(
          option.value,
          isValueSoldOut(props.variants, current, select.dataset.option!, option.value),
        );
      }
    }
    const variant = chosen();
    const canBuy = variant !== null && isVariantAvailable(variant);
    button.disabled = !canBuy || isBusy;
    button.textContent = canBuy ? ADD_TO_CART : SOLD_OUT;
    if (variant && priceSlot)
      priceSlot.replaceChildren(priceElement(doc, variantPriceLabel(variant, props.currencyCode)));
  }

  function say(text: string, tone: 'done' | 'error', withCartLink = false) {
    status.dataset.tone = tone;
    status.textContent = text;
    if (withCartLink) {
      const link = doc.createElement('a');
      link.href = '/cart';
      link.textContent = 'View cart';
      status.append(' ', link);
    }
  }

  for (const select of selects)
    select.addEventListener('change', () => {
      status.textContent = '';
      update();
    });

  // The pictures: a thumbnail shows itself as the main picture.
  const main = element.querySelector<HTMLImageElement>('[data-main-image]');
  const thumbs = Array.from(element.querySelectorAll<HTMLButtonElement>('[data-thumb]'));
  for (const thumb of thumbs) {
    thumb.addEventListener('click', () => {
      if (!main) return;
      const small = thumb.querySelector('img');
      main.src = thumb.dataset.thumb!;
      main.srcset = small?.srcset ?? '';
      for (const other of thumbs) other.setAttribute('aria-pressed', String(other === thumb));
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const variant = chosen();
    if (isBusy || !variant) return;
    const count = Math.max(1, Math.floor(Number(quantity.value) || 1));
    quantity.value = String(count);
    isBusy = true;
    button.disabled = true;
    status.textContent = '';
    try {
      const answer = await request<{ cart?: Cart; message?: string }>('POST', '/api/commerce/cart/items', {
        productId: props.productId,
        variantId: variant.id,
        quantity: count,
      });
      if (answer.status === 200 && answer.data.cart) {
        say(ADDED_TO_CART, 'done', true);
        announceCart(answer.data.cart, doc.defaultView ?? window);
        // Decision 042: counted per product for the owner's analytics.
        const entry = answer.data.cart.entries.find((e) => e.variantId === variant.id);
        trackProductEvent(
          'add-to-cart',
          { id: props.productId, title: entry?.title ?? '' },
          { quantity: count, variant_id: variant.id },
          doc.defaultView ?? undefined,
        );
      } else {
        say(answerMessage(answer, ADD_FAILED), 'error');
      }
    } catch {
      say(ADD_FAILED, 'error');
    } finally {
      isBusy = false;
      update();
    }
  });

  update();
}

export function enhance(element: HTMLElement, props: ProductIslandProps) {
  try {
    enhanceProduct(element, props);
  } catch (error) {
    console.error('The product page could not be set up', error);
  }
}
