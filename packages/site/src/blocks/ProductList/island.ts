// The product list's island, no React: "Quick view" opens a native <dialog> with the product's
// whole picture, price, description and the product page's own variant picker and Add to Cart
// (the card's <template>, run by the product page's enhanceProduct), and counts the view.
import { trackQuickView } from '../../runtime/track-queue.ts';
import { type StoreRequest, storeRequest } from '../../store/store-request.ts';
import { priceElement } from '../Product/price-element.ts';
import styles from './ProductList.module.css';
import type { QuickViewProduct } from './ProductList.tsx';

interface Props {
  products: QuickViewProduct[];
}

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string | undefined,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Fills the dialog with one product; `list` is the island, which holds each card's form template. */
function fill(
  dialog: HTMLDialogElement,
  product: QuickViewProduct,
  list: HTMLElement,
  request: StoreRequest,
): void {
  const doc = dialog.ownerDocument;
  const body = el(doc, 'div', styles.dialogBody);
  const media = el(doc, 'div', styles.dialogMedia);
  if (product.image) {
    const img = el(doc, 'img', undefined);
    img.src = product.image;
    img.alt = '';
    media.append(img);
  }
  const text = el(doc, 'div', styles.dialogText);
  const title = el(doc, 'h2', styles.dialogTitle, product.title);
  title.id = 'quick-view-title';
  text.append(title);
  // The add-to-cart code shows the chosen variant's price here.
  const priceSlot = el(doc, 'div', undefined);
  priceSlot.dataset.priceSlot = '';
  if (product.price) priceSlot.append(priceElement(doc, product.price));
  text.append(priceSlot);
  if (product.isSoldOut) text.append(el(doc, 'p', styles.dialogDescription, 'Sold out'));
  if (product.description) text.append(el(doc, 'p', styles.dialogDescription, product.description));
  const template = list.querySelector<HTMLTemplateElement>(
    `template[data-quick-view-form="${CSS.escape(product.id)}"]`,
  );
  if (template) text.append(doc.importNode(template.content, true));
  const link = el(doc, 'a', styles.dialogLink, 'View product');
  link.href = product.url;
  text.append(link);
  body.append(media, text);
  const close = el(doc, 'button', styles.dialogClose, '×');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  close.addEventListener('click', () => dialog.close());
  dialog.replaceChildren(body, close);
  // The product page's own add-to-cart code, as its chunk (loaded on the first quick view); its
  // button stays disabled until then.
  if (template)
    void import('../Product/island.ts')
      .then((m) => m.enhanceProduct(text, product.cart, request))
      .catch((error) => console.error('Add to cart could not be set up', error));
}

function createDialog(doc: Document): HTMLDialogElement {
  const dialog = el(doc, 'dialog', styles.dialog);
  dialog.setAttribute('aria-labelledby', 'quick-view-title');
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  doc.body.append(dialog);
  return dialog;
}

export function enhanceQuickView(element: HTMLElement, props: Props, request: StoreRequest = storeRequest) {
  const doc = element.ownerDocument;
  const byId = new Map(props.products.map((p) => [p.id, p]));
  let dialog: HTMLDialogElement | null = null;
  element.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-quick-view]');
    const product = button && byId.get(button.dataset.quickView ?? '');
    if (!product) return;
    dialog ??= createDialog(doc);
    fill(dialog, product, element, request);
    dialog.showModal();
    // TRACK-019 through the collector (decision 042): by beacon, skipped where tracking is.
    trackQuickView(product.id, doc.defaultView ?? undefined);
  });
}

export function enhance(element: HTMLElement, props: Props) {
  try {
    enhanceQuickView(element, props);
  } catch (error) {
    console.error('Quick view could not be set up', error);
  }
}
