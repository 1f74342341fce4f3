// The store's server data through the query layer (app/query-client.ts): one query per resource,
// one mutation per change, and after a save the queries it changes are read again (invalidated)
// or replaced with the server's answer.
import type {
  CouponView,
  InventoryRow,
  OrderDetail,
  OrderStatus,
  OwnerReviewView,
  ProductInput,
  ProductView,
  StoreSettingsView,
} from '@folio/core/store-api';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CouponBody, SettingsBody } from '../settings-form.ts';
import {
  addOrderNote,
  createCoupon,
  createProduct,
  deleteCoupon,
  deleteProduct,
  deleteReview,
  fetchInventory,
  fetchOrder,
  fetchOrders,
  fetchProducts,
  fetchReviews,
  fetchSales,
  fetchStoreSettings,
  fulfilOrder,
  refundOrder,
  saveStoreSettings,
  updateCoupon,
  updateProduct,
  updateVariantStock,
} from './store.ts';

export type InventoryQuery = { lowStock: boolean; threshold: number };
export type OrdersQuery = { status: OrderStatus | ''; q: string; offset: number };

export const storeKeys = {
  all: ['store'] as const,
  products: ['store', 'products'] as const,
  inventory: (query?: InventoryQuery) => ['store', 'inventory', ...(query ? [query] : [])] as const,
  orders: (query?: OrdersQuery) => ['store', 'orders', ...(query ? [query] : [])] as const,
  order: (orderId: string) => ['store', 'order', orderId] as const,
  sales: (days: number) => ['store', 'sales', days] as const,
  settings: ['store', 'settings'] as const,
  reviews: ['store', 'reviews'] as const,
};

// ---- Queries: `enabled` is whether the screen showing them is open.

export const useProducts = (enabled: boolean) =>
  useQuery({ queryKey: storeKeys.products, queryFn: fetchProducts, enabled });

/** The stock list for a filter; the list shown stays while another filter's list loads. */
export const useInventory = (query: InventoryQuery, enabled: boolean) =>
  useQuery({
    queryKey: storeKeys.inventory(query),
    queryFn: () => fetchInventory(query),
    enabled,
    placeholderData: keepPreviousData,
  });

/** A page of orders; the page shown stays while the next one loads. */
export const useOrders = (query: OrdersQuery, enabled: boolean) =>
  useQuery({
    queryKey: storeKeys.orders(query),
    queryFn: () => fetchOrders(query),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useOrder = (orderId: string) =>
  useQuery({ queryKey: storeKeys.order(orderId), queryFn: () => fetchOrder(orderId) });

export const useSales = (days: number, enabled: boolean) =>
  useQuery({ queryKey: storeKeys.sales(days), queryFn: () => fetchSales(days), enabled });

export const useStoreSettings = (enabled: boolean) =>
  useQuery({ queryKey: storeKeys.settings, queryFn: fetchStoreSettings, enabled });

export const useReviews = (enabled: boolean) =>
  useQuery({ queryKey: storeKeys.reviews, queryFn: fetchReviews, enabled });

// ---- Mutations

/** Products change what the catalogue and the inventory list. */
const productsChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: storeKeys.products }),
    client.invalidateQueries({ queryKey: storeKeys.inventory() }),
  ]);

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: string | null; input: ProductInput }) =>
      productId ? updateProduct(productId, input) : createProduct(input),
    onSuccess: () => productsChanged(client),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: ProductView) => deleteProduct(product.id),
    onSuccess: () => productsChanged(client),
  });
}

/** A stock change replaces its row in every inventory list (a low-stock list keeps the row until
 * it is read again) and makes the catalogue's stock column stale. */
export function useUpdateStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      variantId,
      patch,
    }: {
      variantId: string;
      patch: { qtyInStock?: number; unlimited?: boolean };
    }) => updateVariantStock(variantId, patch),
    onSuccess: (row) => {
      client.setQueriesData<InventoryRow[]>({ queryKey: storeKeys.inventory() }, (rows) =>
        rows?.map((r) => (r.variantId === row.variantId ? row : r)),
      );
      return client.invalidateQueries({ queryKey: storeKeys.products });
    },
  });
}

/** An order action answers the whole order: it replaces the open one; lists and sales are stale. */
export function useOrderAction(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { kind: 'fulfil' } | { kind: 'refund'; amountCents?: number } | { kind: 'note'; text: string },
    ) =>
      action.kind === 'fulfil'
        ? fulfilOrder(orderId)
        : action.kind === 'refund'
          ? refundOrder(orderId, action.amountCents)
          : addOrderNote(orderId, action.text),
    onSuccess: (order: OrderDetail) => {
      client.setQueryData(storeKeys.order(orderId), order);
      return Promise.all([
        client.invalidateQueries({ queryKey: storeKeys.orders() }),
        client.invalidateQueries({ queryKey: ['store', 'sales'] }),
      ]);
    },
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => saveStoreSettings(body),
    onSuccess: (saved) => {
      client.setQueryData<StoreSettingsView>(storeKeys.settings, (view) =>
        view ? { ...view, ...saved } : saved,
      );
      // Prices and stock show in the store's currency and units.
      return client.invalidateQueries({ queryKey: storeKeys.products });
    },
  });
}

const setCoupons = (client: QueryClient, change: (coupons: CouponView[]) => CouponView[]) =>
  client.setQueryData<StoreSettingsView>(storeKeys.settings, (view) =>
    view ? { ...view, coupons: change(view.coupons) } : view,
  );

export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, body }: { couponId: string | undefined; body: CouponBody }) =>
      couponId ? updateCoupon(couponId, body) : createCoupon(body),
    onSuccess: (saved) =>
      setCoupons(client, (coupons) =>
        coupons.some((c) => c.id === saved.id)
          ? coupons.map((c) => (c.id === saved.id ? saved : c))
          : [...coupons, saved],
      ),
  });
}

export function useDeleteCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coupon: CouponView) => deleteCoupon(coupon.id),
    onSuccess: (_, coupon) => setCoupons(client, (coupons) => coupons.filter((c) => c.id !== coupon.id)),
  });
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: OwnerReviewView) => deleteReview(review.id),
    onSuccess: (_, review) =>
      client.setQueryData<OwnerReviewView[]>(storeKeys.reviews, (list) =>
        list?.filter((r) => r.id !== review.id),
      ),
  });
}
