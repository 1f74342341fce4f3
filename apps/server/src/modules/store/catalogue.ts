// The catalogue: products and their variants, as the site shows them and the owner edits them.
import {
  EDITOR_LIMITS,
  generateSku,
  isSoldOut,
  type ProductInput,
  type ProductView,
  structuredContentOf,
  type Variant,
  variantProblems,
} from '@folio/core';
import { type IdMap, remapIdsInText } from '@folio/core/site-copy';
import type { InventoryRow } from '@folio/core/store-api';
import { type Db, isUniqueViolation, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { AppError, conflict, invalid, notFound } from '../../errors.ts';

const { products, productVariants, digitalFiles } = schema;
type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

export const PRODUCT_PATH = '/shop/p/';
const MAX_VARIANTS = 100;
const MAX_DIGITAL_FILE_BYTES = 1024 * 1024;

export function variantOf(row: VariantRow): Variant {
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

function viewOf(product: ProductRow, variants: VariantRow[], fileName: string | null): ProductView {
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

async function views(db: Db, rows: ProductRow[]): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [variants, files] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.position)),
    db
      .select({ productId: digitalFiles.productId, fileName: digitalFiles.fileName })
      .from(digitalFiles)
      .where(inArray(digitalFiles.productId, ids)),
  ]);
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
  const rows = await db
    .select()
    .from(products)
    .where(
      opts.visibleOnly
        ? and(eq(products.websiteId, websiteId), eq(products.isVisible, true))
        : eq(products.websiteId, websiteId),
    )
    .orderBy(asc(products.position), asc(products.createdAt));
  return views(db, rows);
}

export async function findProduct(
  db: Db,
  websiteId: string,
  by: { id: string } | { slug: string },
): Promise<ProductView | undefined> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.websiteId, websiteId),
        'id' in by ? eq(products.id, by.id) : eq(products.slug, by.slug),
      ),
    )
    .limit(1);
  return (await views(db, rows))[0];
}

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
  const taken = await db
    .select({ slug: products.slug, id: products.id })
    .from(products)
    .where(and(eq(products.websiteId, websiteId), sql`${products.slug} like ${`${wanted}%`}`));
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
    await db.transaction(async (tx) => {
      if (id) {
        const [existing] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.websiteId, websiteId), eq(products.id, id)))
          .for('update');
        if (!existing) throw notFound('That product no longer exists.', 'product_not_found');
      } else {
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(products)
          .where(eq(products.websiteId, websiteId));
        if (count >= EDITOR_LIMITS.productsPerCollection)
          throw conflict(
            `A store can hold at most ${EDITOR_LIMITS.productsPerCollection} products.`,
            'too_many_products',
          );
      }
      const slug = await uniqueSlug(tx as unknown as Db, websiteId, slugify(input.slug || input.title), id);
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
      if (id) await tx.update(products).set(values).where(eq(products.id, id));
      else {
        const [{ next } = { next: 0 }] = await tx
          .select({ next: sql<number>`coalesce(max(${products.position}), -1)::int + 1` })
          .from(products)
          .where(eq(products.websiteId, websiteId));
        await tx.insert(products).values({ id: productId, websiteId, position: next, ...values });
      }
      const keptIds = input.variants.flatMap((v) => (v.id ? [v.id] : []));
      await tx
        .delete(productVariants)
        .where(
          keptIds.length > 0
            ? and(eq(productVariants.productId, productId), notInArray(productVariants.id, keptIds))
            : eq(productVariants.productId, productId),
        );
      for (const [position, v] of input.variants.entries()) {
        const row = {
          sku: v.sku === '' ? generateSku() : v.sku,
          priceCents: v.price,
          salePriceCents: v.salePrice,
          onSale: v.onSale,
          unlimited: v.unlimited,
          qtyInStock: v.qtyInStock,
          optionValues: v.optionValues,
          weightGrams: input.productType === 'physical' ? v.weightGrams : 0,
          position,
        };
        const updated = v.id
          ? await tx
              .update(productVariants)
              .set(row)
              .where(and(eq(productVariants.id, v.id), eq(productVariants.productId, productId)))
              .returning({ id: productVariants.id })
          : [];
        if (updated.length === 0)
          await tx.insert(productVariants).values({ id: newId(), productId, websiteId, ...row });
      }
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

export async function deleteProduct(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length > 0;
}

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
  const row = { fileName: file.fileName, contentType: file.contentType, data: bytes.toString('base64') };
  await db
    .insert(digitalFiles)
    .values({ productId, websiteId, ...row })
    .onConflictDoUpdate({ target: digitalFiles.productId, set: row });
}

export async function readDigitalFile(db: Db, websiteId: string, productId: string) {
  const [row] = await db
    .select()
    .from(digitalFiles)
    .where(and(eq(digitalFiles.websiteId, websiteId), eq(digitalFiles.productId, productId)));
  return row;
}

export async function inventory(
  db: Db,
  websiteId: string,
  opts: { lowStock: boolean; threshold: number },
): Promise<InventoryRow[]> {
  const rows = await db
    .select({ v: productVariants, title: products.title })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.websiteId, websiteId),
        opts.lowStock
          ? and(eq(productVariants.unlimited, false), lte(productVariants.qtyInStock, opts.threshold))
          : undefined,
      ),
    )
    .orderBy(asc(products.position), asc(productVariants.position));
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
  const [row] = await db
    .update(productVariants)
    .set(change)
    .where(and(eq(productVariants.websiteId, websiteId), eq(productVariants.id, variantId)))
    .returning({ id: productVariants.id });
  if (!row) throw notFound('That variant no longer exists.', 'variant_not_found');
  const rows = await inventory(db, websiteId, { lowStock: false, threshold: 0 });
  return rows.find((r) => r.variantId === variantId)!;
}

/**
 * Issue 14 item 19: copies the products of `from` with their variants and digital files to `to`,
 * inside the caller's transaction. Image addresses of copied media point at the copies (`ids`).
 * The quick-view census starts again at zero.
 */
export async function copyCatalogue(input: { from: string; to: string; tx: Db; ids: IdMap }): Promise<void> {
  const { tx, ids } = input;
  const rows = await tx.select().from(products).where(eq(products.websiteId, input.from));
  for (const row of rows) {
    const id = newId();
    ids.set(row.id, id);
    await tx.insert(products).values({
      ...row,
      id,
      websiteId: input.to,
      images: row.images.map((image) => remapIdsInText(image, ids)),
      quickViews: 0,
    });
  }
  if (rows.length === 0) return;
  const variants = await tx.select().from(productVariants).where(eq(productVariants.websiteId, input.from));
  if (variants.length) {
    await tx.insert(productVariants).values(
      variants.map((variant) => {
        const id = newId();
        ids.set(variant.id, id);
        return { ...variant, id, websiteId: input.to, productId: ids.get(variant.productId)! };
      }),
    );
  }
  const files = await tx.select().from(digitalFiles).where(eq(digitalFiles.websiteId, input.from));
  if (files.length) {
    await tx
      .insert(digitalFiles)
      .values(files.map((file) => ({ ...file, websiteId: input.to, productId: ids.get(file.productId)! })));
  }
}
