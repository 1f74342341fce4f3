// The catalogue's tables: products, product_variants, digital_files, product_reviews. The only file
// of the module that touches them.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';

const { products, productVariants, digitalFiles, productReviews } = schema;
export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ReviewRow = typeof productReviews.$inferSelect;

export function variantsOf(db: Db, productIds: string[]): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position));
}

export function fileNamesOf(db: Db, productIds: string[]) {
  return db
    .select({ productId: digitalFiles.productId, fileName: digitalFiles.fileName })
    .from(digitalFiles)
    .where(inArray(digitalFiles.productId, productIds));
}

export function productRows(db: Db, websiteId: string, visibleOnly: boolean): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      visibleOnly
        ? and(eq(products.websiteId, websiteId), eq(products.isVisible, true))
        : eq(products.websiteId, websiteId),
    )
    .orderBy(asc(products.position), asc(products.createdAt));
}

export function productRow(db: Db, websiteId: string, by: { id: string } | { slug: string }) {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.websiteId, websiteId),
        'id' in by ? eq(products.id, by.id) : eq(products.slug, by.slug),
      ),
    )
    .limit(1);
}

export async function countVisible(db: Db, websiteId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.isVisible, true)));
  return row?.n ?? 0;
}

/** Counts a quick view of a visible product; its title, or null when there is no such product. */
export async function addQuickView(db: Db, websiteId: string, productId: string): Promise<string | null> {
  const rows = await db
    .update(products)
    .set({ quickViews: sql`${products.quickViews} + 1` })
    .where(and(eq(products.websiteId, websiteId), eq(products.id, productId), eq(products.isVisible, true)))
    .returning({ title: products.title });
  return rows[0]?.title ?? null;
}

export function slugsLike(db: Db, websiteId: string, wanted: string) {
  return db
    .select({ slug: products.slug, id: products.id })
    .from(products)
    .where(and(eq(products.websiteId, websiteId), sql`${products.slug} like ${`${wanted}%`}`));
}

export async function lockProduct(db: Db, websiteId: string, id: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.id, id)))
    .for('update');
  return Boolean(existing);
}

export async function countProducts(db: Db, websiteId: string): Promise<number> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.websiteId, websiteId));
  return count;
}

export interface ProductValues {
  slug: string;
  title: string;
  description: string;
  productType: ProductRow['productType'];
  images: string[];
  options: ProductRow['options'];
  isVisible: boolean;
  updatedAt: Date;
}

export async function updateProduct(db: Db, id: string, values: ProductValues): Promise<void> {
  await db.update(products).set(values).where(eq(products.id, id));
}

export async function insertProduct(
  db: Db,
  input: { id: string; websiteId: string } & ProductValues,
): Promise<void> {
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${products.position}), -1)::int + 1` })
    .from(products)
    .where(eq(products.websiteId, input.websiteId));
  await db.insert(products).values({ ...input, position: next });
}

export async function deleteVariantsExcept(db: Db, productId: string, keptIds: string[]): Promise<void> {
  await db
    .delete(productVariants)
    .where(
      keptIds.length > 0
        ? and(eq(productVariants.productId, productId), notInArray(productVariants.id, keptIds))
        : eq(productVariants.productId, productId),
    );
}

export interface VariantValues {
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  optionValues: VariantRow['optionValues'];
  weightGrams: number;
  position: number;
}

/** Updates the variant `id` of the product, or inserts a new one when there is none. */
export async function saveVariant(
  db: Db,
  input: { id: string | undefined; productId: string; websiteId: string; row: VariantValues },
): Promise<void> {
  const { id, productId, websiteId, row } = input;
  const updated = id
    ? await db
        .update(productVariants)
        .set(row)
        .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)))
        .returning({ id: productVariants.id })
    : [];
  if (updated.length === 0)
    await db.insert(productVariants).values({ id: newId(), productId, websiteId, ...row });
}

export async function deleteProduct(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function upsertDigitalFile(
  db: Db,
  input: { productId: string; websiteId: string; fileName: string; contentType: string; data: string },
): Promise<void> {
  const { productId, websiteId, ...row } = input;
  await db
    .insert(digitalFiles)
    .values({ productId, websiteId, ...row })
    .onConflictDoUpdate({ target: digitalFiles.productId, set: row });
}

export async function digitalFile(db: Db, websiteId: string, productId: string) {
  const [row] = await db
    .select()
    .from(digitalFiles)
    .where(and(eq(digitalFiles.websiteId, websiteId), eq(digitalFiles.productId, productId)));
  return row;
}

export function inventoryRows(db: Db, websiteId: string, opts: { lowStock: boolean; threshold: number }) {
  return db
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
}

export async function setStock(
  db: Db,
  websiteId: string,
  variantId: string,
  change: { qtyInStock?: number; unlimited?: boolean },
): Promise<boolean> {
  const [row] = await db
    .update(productVariants)
    .set(change)
    .where(and(eq(productVariants.websiteId, websiteId), eq(productVariants.id, variantId)))
    .returning({ id: productVariants.id });
  return Boolean(row);
}

/** The variants (with their products) of a site among `variantIds`: what a cart's lines are. */
export function variantsWithProducts(db: Db, websiteId: string, variantIds: string[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .select({ v: productVariants, p: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, variantIds), eq(products.websiteId, websiteId)));
}

/** A visible product's variants with the product, in their order. */
export function visibleProductVariants(db: Db, websiteId: string, productId: string) {
  return db
    .select({ v: productVariants, p: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.websiteId, websiteId), eq(products.id, productId), eq(products.isVisible, true)))
    .orderBy(asc(productVariants.position));
}

/** Takes `quantity` from a variant's stock when it holds that much (unlimited ones keep theirs). */
export async function takeStock(db: Db, variantId: string, quantity: number): Promise<boolean> {
  const reserved = await db
    .update(productVariants)
    .set({
      qtyInStock: sql`case when ${productVariants.unlimited} then ${productVariants.qtyInStock} else ${productVariants.qtyInStock} - ${quantity} end`,
    })
    .where(
      and(
        eq(productVariants.id, variantId),
        sql`(${productVariants.unlimited} or ${productVariants.qtyInStock} >= ${quantity})`,
      ),
    )
    .returning({ id: productVariants.id });
  return reserved.length > 0;
}

export async function stockOf(db: Db, variantId: string): Promise<number> {
  const [now] = await db
    .select({ qty: productVariants.qtyInStock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return now?.qty ?? 0;
}

export async function giveStock(db: Db, variantId: string, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ qtyInStock: sql`${productVariants.qtyInStock} + ${quantity}` })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.unlimited, false)));
}

// ---- copying a site ----

export function productsOfSite(db: Db, websiteId: string) {
  return db.select().from(products).where(eq(products.websiteId, websiteId));
}

export async function insertProductRow(db: Db, row: ProductRow): Promise<void> {
  await db.insert(products).values(row);
}

export function variantsOfSite(db: Db, websiteId: string) {
  return db.select().from(productVariants).where(eq(productVariants.websiteId, websiteId));
}

export async function insertVariantRows(db: Db, rows: VariantRow[]): Promise<void> {
  if (rows.length) await db.insert(productVariants).values(rows);
}

export function filesOfSite(db: Db, websiteId: string) {
  return db.select().from(digitalFiles).where(eq(digitalFiles.websiteId, websiteId));
}

export async function insertFileRows(db: Db, rows: (typeof digitalFiles.$inferSelect)[]): Promise<void> {
  if (rows.length) await db.insert(digitalFiles).values(rows);
}

// ---- reviews ----

export async function hasReview(db: Db, orderId: string, productId: string): Promise<boolean> {
  const [done] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.orderId, orderId), eq(productReviews.productId, productId)));
  return Boolean(done);
}

export async function insertReview(
  db: Db,
  input: {
    websiteId: string;
    productId: string;
    orderId: string;
    rating: number;
    name: string;
    body: string;
  },
): Promise<void> {
  await db.insert(productReviews).values({ id: newId(), ...input });
}

export function reviewTotals(db: Db, websiteId: string, productId: string, shown: number) {
  const where = and(eq(productReviews.websiteId, websiteId), eq(productReviews.productId, productId));
  return Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${productReviews.rating}), 1)`,
      })
      .from(productReviews)
      .where(where),
    db.select().from(productReviews).where(where).orderBy(desc(productReviews.createdAt)).limit(shown),
  ]);
}

export function reviewsOfSite(db: Db, websiteId: string) {
  return db
    .select({ r: productReviews, title: products.title })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.websiteId, websiteId))
    .orderBy(desc(productReviews.createdAt))
    .limit(500);
}

export async function deleteReview(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(productReviews)
    .where(and(eq(productReviews.websiteId, websiteId), eq(productReviews.id, id)))
    .returning({ id: productReviews.id });
  return rows.length > 0;
}
