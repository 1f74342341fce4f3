// The catalogue's API: the owner's product, stock and file inputs (product and stock shared with the
// config area's forms, @folio/core/store-schemas), the buyer's review, and the answers.
import { idSchema, textSchema } from '@folio/core/store-schemas';
import { queryInt } from '@folio/core/text';
import { z } from 'zod';

export { productBody, stockBody } from '@folio/core/store-schemas';

const text = textSchema;

export const idParams = z.object({ id: idSchema });

export const fileBody = z.strictObject({
  fileName: text(200, 1),
  contentType: text(200).default('application/octet-stream'),
  data: z
    .string()
    .max(1_500_000, 'The file is too large. The maximum allowed file size is 1 MB.')
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'must be the file as base64'),
});

export const inventoryQuery = z.object({
  lowStock: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  threshold: queryInt({ min: 0, max: 1_000_000, default: 5 }),
});

export const reviewBody = z.strictObject({
  token: text(2000, 1),
  /** null: no star chosen (SHOP-039 names that case). */
  rating: z.number().int('a rating is 1 to 5 stars').min(1).max(5).nullable().default(null),
  name: text(80).default(''),
  body: text(5000).default(''),
});

// Answers.
const optionValue = z.object({ optionName: z.string(), value: z.string() });

const variant = z.object({
  id: z.string(),
  sku: z.string(),
  price: z.number(),
  salePrice: z.number(),
  onSale: z.boolean(),
  unlimited: z.boolean(),
  qtyInStock: z.number(),
  optionValues: z.array(optionValue),
  weightGrams: z.number(),
});

export const productView = z.object({
  id: z.string(),
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  productType: z.enum(['physical', 'digital', 'service']),
  images: z.array(z.string()),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(variant),
  /** SHOP-022, SHOP-023: the spec's product shape. */
  structuredContent: z.object({
    productType: z.enum(['physical', 'digital', 'service', 'gift card']),
    variants: z.array(variant),
    onSale: z.boolean(),
    priceCents: z.number().optional(),
    salePriceCents: z.number().optional(),
  }),
  isVisible: z.boolean(),
  isSoldOut: z.boolean(),
  onSale: z.boolean(),
  digitalFileName: z.string().nullable(),
  position: z.number(),
});

export const productList = z.object({
  products: z.array(productView),
  currencyCode: z.string(),
  measurementSystem: z.enum(['IMPERIAL', 'METRIC']),
});

export const productAnswer = z.object({ product: productView });

const inventoryRow = z.object({
  productId: z.string(),
  productTitle: z.string(),
  variantId: z.string(),
  sku: z.string(),
  optionValues: z.array(optionValue),
  unlimited: z.boolean(),
  qtyInStock: z.number(),
});

export const inventoryAnswer = z.object({ rows: z.array(inventoryRow) });
export const stockAnswer = z.object({ row: inventoryRow });

export const reviewList = z.object({
  reviews: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      productTitle: z.string(),
      rating: z.number(),
      name: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const reviewSaved = z.object({ ok: z.literal(true) });
