// The catalogue: products and their variants, as the site shows them and the owner edits them, the
// digital files they deliver, the stock the checkout takes, and the buyers' reviews.
import {
  EDITOR_LIMITS,
  generateSku,
  isSoldOut,
  MESSAGES,
  type OwnerReviewView,
  type ProductInput,
  type ProductView,
  type ReviewRequestView,
  type ReviewSummary,
  structuredContentOf,
  type Variant,
  variantProblems,
} from '@folio/core';
import { type IdMap, remapIdsInText } from '@folio/core/site-copy';
import type { InventoryRow } from '@folio/core/store-api';
import { type Db, isUniqueViolation, newId } from '@folio/db';
import { AppError, conflict, invalid, notFound } from '../../errors.ts';
import * as orders from '../orders/service.ts';
import * as q from './queries.ts';

export type { ProductRow, VariantRow } from './queries.ts';

export const PRODUCT_PATH = '/shop/p/';
const MAX_VARIANTS = 100;
const MAX_DIGITAL_FILE_BYTES = 1024 * 1024;
const REVIEWS_SHOWN = 20;

export function variantOf(row: q.VariantRow): Variant {
  return {
    id: row.id,
    sku: row.sku,
    price: row.priceCents,
    salePrice: row.salePriceCents,
    onSale: row.onSale,
    unlimited: row.unlimited,
    qtyInStock: row.qtyInStock,
    optionValues: row.optionValues,
    weightGrams: row.weightGrams,
  };
}

function viewOf(product: q.ProductRow, variants: q.VariantRow[], fileName: string | null): ProductView {
  const vs = variants.map(variantOf);
  return {
    id: product.id,
    slug: product.slug,
    url: `${PRODUCT_PATH}${product.slug}`,
    title: product.title,
    description: product.description,
    productType: product.productType,
    images: product.images,
    options: product.options,
    variants: vs,
    structuredContent: structuredContentOf({ productType: product.productType, variants: vs }),
    isVisible: product.isVisible,
    isSoldOut: isSoldOut(vs),
    onSale: vs.some((v) => v.onSale),
    digitalFileName: fileName,
    position: product.position,
  };
}

async function views(db: Db, rows: q.ProductRow[]): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [variants, files] = await Promise.all([q.variantsOf(db, ids), q.fileNamesOf(db, ids)]);
  const fileOf = new Map(files.map((f) => [f.productId, f.fileName]));
  return rows.map((p) =>
    viewOf(
      p,
      variants.filter((v) => v.productId === p.id),
      fileOf.get(p.id) ?? null,
    ),
  );
}

export async function listProducts(
  db: Db,
  websiteId: string,
  opts: { visibleOnly: boolean },
): Promise<ProductView[]> {
  return views(db, await q.productRows(db, websiteId, opts.visibleOnly));
}

export async function findProduct(
  db: Db,
  websiteId: string,
  by: { id: string } | { slug: string },
): Promise<ProductView | undefined> {
  return (await views(db, await q.productRow(db, websiteId, by)))[0];
}

/** Whether the site has a visible product (the header's cart link). */
export async function hasVisibleProduct(db: Db, websiteId: string): Promise<boolean> {
  return (await q.countVisible(db, websiteId)) > 0;
}

/**
 * The quick-view census (TRACK-019; the route is module analytics', decision 042): counts a look at
 * a visible product in its lifetime total and answers its title, or null when it is not in the store.
 */
export const recordQuickView = q.addQuickView;

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** Checks what the owner sent beyond its shape; every problem is named by its field. */
function productProblems(input: ProductInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.title.trim() === '') errors.title = 'Give the product a title.';
  if (input.variants.length === 0) errors.variants = 'A product needs at least one variant.';
  if (input.variants.length > MAX_VARIANTS)
    errors.variants = `A product can have at most ${MAX_VARIANTS} variants.`;
  if (input.productType === 'digital' && input.variants.length > 1)
    errors.variants = 'A digital product has one price, so one variant.';
  const optionNames = new Set(input.options.map((o) => o.name));
  const skus = new Set<string>();
  input.variants.forEach((v, i) => {
    for (const [field, message] of Object.entries(variantProblems(v)))
      errors[`variants.${i}.${field}`] = message;
    for (const ov of v.optionValues)
      if (!optionNames.has(ov.optionName))
        errors[`variants.${i}.optionValues`] = `"${ov.optionName}" is not one of the product's options.`;
    if (v.sku !== '') {
      if (skus.has(v.sku)) errors[`variants.${i}.sku`] = `SKU ${v.sku} is used by another variant.`;
      skus.add(v.sku);
    }
  });
  input.images.forEach((src, i) => {
    if (!/^(https?:\/\/|\/)[^\s]*$/.test(src))
      errors[`images.${i}`] = 'An image address starts with https:// or /.';
  });
  return errors;
}

function refuse(errors: Record<string, string>): never {
  throw new AppError({
    kind: 'invalid',
    code: 'product_invalid',
    message: Object.values(errors)[0] ?? 'Check the product.',
    extra: { errors },
  });
}

async function uniqueSlug(
  db: Db,
  websiteId: string,
  wanted: string,
  exceptId: string | null,
): Promise<string> {
  const taken = await q.slugsLike(db, websiteId, wanted);
  const used = new Set(taken.filter((t) => t.id !== exceptId).map((t) => t.slug));
  if (!used.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!used.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

/** Creates (id null) or replaces a product and its variants; variants left out are deleted. */
export async function saveProduct(
  db: Db,
  websiteId: string,
  id: string | null,
  input: ProductInput,
): Promise<ProductView> {
  const errors = productProblems(input);
  if (Object.keys(errors).length > 0) refuse(errors);
  const productId = id ?? newId();
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (id) {
        if (!(await q.lockProduct(tx, websiteId, id)))
          throw notFound('That product no longer exists.', 'product_not_found');
      } else if ((await q.countProducts(tx, websiteId)) >= EDITOR_LIMITS.productsPerCollection)
        throw conflict(
          `A store can hold at most ${EDITOR_LIMITS.productsPerCollection} products.`,
          'too_many_products',
        );
      const slug = await uniqueSlug(tx, websiteId, slugify(input.slug || input.title), id);
      const values = {
        slug,
        title: input.title.trim(),
        description: input.description,
        productType: input.productType,
        images: input.images,
        options: input.options,
        isVisible: input.isVisible,
        updatedAt: new Date(),
      };
      if (id) await q.updateProduct(tx, id, values);
      else await q.insertProduct(tx, { id: productId, websiteId, ...values });
      await q.deleteVariantsExcept(
        tx,
        productId,
        input.variants.flatMap((v) => (v.id ? [v.id] : [])),
      );
      for (const [position, v] of input.variants.entries())
        await q.saveVariant(tx, {
          id: v.id,
          productId,
          websiteId,
          row: {
            sku: v.sku === '' ? generateSku() : v.sku,
            priceCents: v.price,
            salePriceCents: v.salePrice,
            onSale: v.onSale,
            unlimited: v.unlimited,
            qtyInStock: v.qtyInStock,
            optionValues: v.optionValues,
            weightGrams: input.productType === 'physical' ? v.weightGrams : 0,
            position,
          },
        });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'product_variants_website_sku_idx'))
      throw conflict(
        'One of these SKUs is already used by another product. Each SKU must be unique.',
        'sku_taken',
      );
    throw error;
  }
  const saved = await findProduct(db, websiteId, { id: productId });
  if (!saved) throw notFound('That product no longer exists.', 'product_not_found');
  return saved;
}

export const deleteProduct = q.deleteProduct;

export async function setDigitalFile(
  db: Db,
  websiteId: string,
  productId: string,
  file: { fileName: string; contentType: string; data: string },
): Promise<void> {
  const bytes = Buffer.from(file.data, 'base64');
  if (bytes.length === 0) throw invalid('The file is empty.', 'file_empty');
  if (bytes.length > MAX_DIGITAL_FILE_BYTES)
    throw new AppError({
      kind: 'too_large',
      code: 'file_too_large',
      message: `The file ${file.fileName} is too large. The maximum allowed file size is 1 MB.`,
    });
  const product = await findProduct(db, websiteId, { id: productId });
  if (!product) throw notFound('That product no longer exists.', 'product_not_found');
  if (product.productType !== 'digital')
    throw invalid('Only digital products deliver a file.', 'not_digital');
  await q.upsertDigitalFile(db, {
    productId,
    websiteId,
    fileName: file.fileName,
    contentType: file.contentType,
    data: bytes.toString('base64'),
  });
}

export const readDigitalFile = q.digitalFile;

export async function inventory(
  db: Db,
  websiteId: string,
  opts: { lowStock: boolean; threshold: number },
): Promise<InventoryRow[]> {
  const rows = await q.inventoryRows(db, websiteId, opts);
  return rows.map(({ v, title }) => ({
    productId: v.productId,
    productTitle: title,
    variantId: v.id,
    sku: v.sku,
    optionValues: v.optionValues,
    unlimited: v.unlimited,
    qtyInStock: v.qtyInStock,
  }));
}

export async function setStock(
  db: Db,
  websiteId: string,
  variantId: string,
  change: { qtyInStock?: number; unlimited?: boolean },
): Promise<InventoryRow> {
  if (!(await q.setStock(db, websiteId, variantId, change)))
    throw notFound('That variant no longer exists.', 'variant_not_found');
  const rows = await inventory(db, websiteId, { lowStock: false, threshold: 0 });
  return rows.find((r) => r.variantId === variantId)!;
}

// ---- what the cart and the checkout ask of the catalogue ----

/** The variants (with their products) of a site among `variantIds`. */
export const variantsWithProducts = q.variantsWithProducts;
/** A visible product's variants, each with its product, in their order. */
export const visibleProductVariants = q.visibleProductVariants;
/** Takes stock for an order in the caller's transaction; false when the variant holds too little. */
export const takeStock = q.takeStock;
/** The stock a variant holds now. */
export const stockOf = q.stockOf;
/** Gives back stock a released order held (unlimited variants are left alone). */
export const giveStock = q.giveStock;

/**
 * Issue 14 item 19: copies the products of `from` with their variants and digital files to `to`,
 * inside the caller's transaction. Image addresses of copied media point at the copies (`ids`).
 * The quick-view census starts again at zero.
 */
export async function copyCatalogue(input: { from: string; to: string; tx: Db; ids: IdMap }): Promise<void> {
  const { tx, ids } = input;
  const rows = await q.productsOfSite(tx, input.from);
  for (const row of rows) {
    const id = newId();
    ids.set(row.id, id);
    await q.insertProductRow(tx, {
      ...row,
      id,
      websiteId: input.to,
      images: row.images.map((image) => remapIdsInText(image, ids)),
      quickViews: 0,
    });
  }
  if (rows.length === 0) return;
  const variants = await q.variantsOfSite(tx, input.from);
  await q.insertVariantRows(
    tx,
    variants.map((variant) => {
      const id = newId();
      ids.set(variant.id, id);
      return { ...variant, id, websiteId: input.to, productId: ids.get(variant.productId)! };
    }),
  );
  const files = await q.filesOfSite(tx, input.from);
  await q.insertFileRows(
    tx,
    files.map((file) => ({ ...file, websiteId: input.to, productId: ids.get(file.productId)! })),
  );
}

// ---- reviews: a buyer reviews each product of an order once, through the signed link of the
// fulfilment email (SHOP-036..039). Reviews show on the product page.

async function productOf(db: Db, websiteId: string, productId: string) {
  const [row] = await q.productRow(db, websiteId, { id: productId });
  return row;
}

/** What a review link leads to: the product and whether a review can still be written. */
export async function reviewRequest(
  db: Db,
  secret: string,
  websiteId: string,
  token: string,
): Promise<ReviewRequestView | null> {
  const read = orders.readReviewToken(secret, token);
  if ('problem' in read)
    return read.problem === 'expired' ? { state: 'expired', token, product: null } : null;
  const product = await productOf(db, websiteId, read.productId);
  if (!product) return null;
  const done = await q.hasReview(db, read.orderId, read.productId);
  return {
    state: done ? 'reviewed' : 'open',
    token,
    product: {
      title: product.title,
      image: product.images[0] ?? null,
      url: `${PRODUCT_PATH}${product.slug}`,
    },
  };
}

export async function submitReview(
  db: Db,
  secret: string,
  websiteId: string,
  input: { token: string; rating: number | null; name: string; body: string },
): Promise<void> {
  const read = orders.readReviewToken(secret, input.token);
  if ('problem' in read) {
    if (read.problem === 'expired')
      throw new AppError({
        kind: 'gone',
        code: 'review_expired',
        message: MESSAGES.yourReviewRequestHasExpired,
      });
    throw notFound('This review link is not valid.', 'review_link_invalid');
  }
  if (input.rating === null) throw invalid(MESSAGES.pleaseSelectAStarRating, 'rating_required');
  const order = await orders.findOrder(db, websiteId, read.orderId);
  if (!order || !(await productOf(db, websiteId, read.productId)))
    throw notFound('This review link is not valid.', 'review_link_invalid');
  try {
    await q.insertReview(db, {
      websiteId,
      productId: read.productId,
      orderId: read.orderId,
      rating: input.rating,
      name: input.name.trim() || 'A customer',
      body: input.body.trim(),
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(MESSAGES.youHaveAlreadyReviewedThisPurchase, 'already_reviewed');
    throw error;
  }
}

export async function reviewSummary(db: Db, websiteId: string, productId: string): Promise<ReviewSummary> {
  const [[totals], items] = await q.reviewTotals(db, websiteId, productId, REVIEWS_SHOWN);
  return {
    count: totals?.count ?? 0,
    average: totals?.average === null || totals?.average === undefined ? null : Number(totals.average),
    items: items.map((r) => ({
      rating: r.rating,
      name: r.name,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Every review of the site, newest first, for the owner to read and remove. */
export async function listReviews(db: Db, websiteId: string): Promise<OwnerReviewView[]> {
  const rows = await q.reviewsOfSite(db, websiteId);
  return rows.map(({ r, title }) => ({
    id: r.id,
    productId: r.productId,
    productTitle: title,
    rating: r.rating,
    name: r.name,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}

export const deleteReview = q.deleteReview;
