// The store's config API (apps/server/src/modules/store/CONTEXT.md, "Config API").

import type { MediaView } from '@folio/core/media-api';
import type {
  CouponView,
  InventoryRow,
  OrderDetail,
  OrderStatus,
  OrderSummary,
  OwnerReviewView,
  ProductInput,
  ProductView,
  SalesDay,
  StoreSettingsView,
} from '@folio/core/store-api';
import { ApiError, apiRequest } from '../../../api-client.ts';
import type { CouponBody, SettingsBody } from '../settings-form.ts';

const BASE = '/api/config/store';

/** What to tell the owner when a call fails: the server's message, else a plain one. */
export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Try again.';
const id = (value: string) => encodeURIComponent(value);

/** A digital product's file may be at most 1 MB (before base64). */
export const MAX_FILE_BYTES = 1024 * 1024;
export const ORDERS_PAGE_SIZE = 25;

export const fetchProducts = () =>
  apiRequest<{ products: ProductView[] }>(`${BASE}/products`).then((r) => r.products);

export const createProduct = (input: ProductInput) =>
  apiRequest<{ product: ProductView }>(`${BASE}/products`, { method: 'POST', body: input }).then(
    (r) => r.product,
  );

export const updateProduct = (productId: string, input: ProductInput) =>
  apiRequest<{ product: ProductView }>(`${BASE}/products/${id(productId)}`, {
    method: 'PUT',
    body: input,
  }).then((r) => r.product);

export const deleteProduct = (productId: string) =>
  apiRequest<void>(`${BASE}/products/${id(productId)}`, { method: 'DELETE' });

export const uploadProductFile = (
  productId: string,
  file: { fileName: string; contentType: string; data: string },
) =>
  // The contract does not name the answer; a product, when there is one, carries the new file name.
  apiRequest<{ product?: ProductView } | undefined>(`${BASE}/products/${id(productId)}/file`, {
    method: 'PUT',
    body: file,
  }).then((r) => r?.product ?? null);

export function fetchInventory(query: { lowStock: boolean; threshold: number }) {
  const params = new URLSearchParams();
  if (query.lowStock) {
    params.set('lowStock', 'true');
    params.set('threshold', String(query.threshold));
  }
  const search = params.size ? `?${params}` : '';
  return apiRequest<{ rows: InventoryRow[] }>(`${BASE}/inventory${search}`).then((r) => r.rows);
}

export const updateVariantStock = (variantId: string, patch: { qtyInStock?: number; unlimited?: boolean }) =>
  apiRequest<{ row: InventoryRow }>(`${BASE}/variants/${id(variantId)}`, {
    method: 'PATCH',
    body: patch,
  }).then((r) => r.row);

export function fetchOrders(query: { status: OrderStatus | ''; q: string; offset: number }) {
  const params = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE), offset: String(query.offset) });
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  return apiRequest<{ total: number; orders: OrderSummary[] }>(`${BASE}/orders?${params}`);
}

export const fetchOrder = (orderId: string) =>
  apiRequest<{ order: OrderDetail }>(`${BASE}/orders/${id(orderId)}`).then((r) => r.order);

// An empty JSON object, so a route that validates its body with a strict schema accepts it.
export const fulfilOrder = (orderId: string) =>
  apiRequest<{ order: OrderDetail }>(`${BASE}/orders/${id(orderId)}/fulfil`, {
    method: 'POST',
    body: {},
  }).then((r) => r.order);

/** The whole order, or (issue 20) part of it. */
export const refundOrder = (orderId: string, amountCents?: number) =>
  apiRequest<{ order: OrderDetail }>(`${BASE}/orders/${id(orderId)}/refund`, {
    method: 'POST',
    body: amountCents === undefined ? {} : { amountCents },
  }).then((r) => r.order);

export const addOrderNote = (orderId: string, text: string) =>
  apiRequest<{ order: OrderDetail }>(`${BASE}/orders/${id(orderId)}/notes`, {
    method: 'POST',
    body: { text },
  }).then((r) => r.order);

export const fetchSales = (days = 30) =>
  apiRequest<{ currencyCode: string; days: SalesDay[] }>(`${BASE}/sales?days=${days}`);

export const fetchStoreSettings = () => apiRequest<StoreSettingsView>(`${BASE}/settings`);

export const saveStoreSettings = (body: SettingsBody) =>
  apiRequest<StoreSettingsView>(`${BASE}/settings`, { method: 'PUT', body });

export const createCoupon = (body: CouponBody) =>
  apiRequest<{ coupon: CouponView }>(`${BASE}/coupons`, { method: 'POST', body }).then((r) => r.coupon);

export const updateCoupon = (couponId: string, body: CouponBody) =>
  apiRequest<{ coupon: CouponView }>(`${BASE}/coupons/${id(couponId)}`, { method: 'PUT', body }).then(
    (r) => r.coupon,
  );

export const deleteCoupon = (couponId: string) =>
  apiRequest<void>(`${BASE}/coupons/${id(couponId)}`, { method: 'DELETE' });

export const fetchReviews = () =>
  apiRequest<{ reviews: OwnerReviewView[] }>(`${BASE}/reviews`).then((r) => r.reviews);

export const deleteReview = (reviewId: string) =>
  apiRequest<void>(`${BASE}/reviews/${id(reviewId)}`, { method: 'DELETE' });

/** Uploads an image to the site's media library; its address goes into the product's images. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('files', file, file.name);
  return apiRequest<{ media: MediaView[] }>('/api/config/media', { method: 'POST', body: form }).then(
    (r) => r.media[0]!,
  );
}
