// Product reviews: a buyer reviews each product of a fulfilled order once, through the signed link
// of the fulfilment email (SHOP-036..039). Reviews show on the product page.
import { MESSAGES, type OwnerReviewView, type ReviewRequestView, type ReviewSummary } from '@folio/core';
import { type Db, isUniqueViolation, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError, conflict, invalid, notFound } from '../../errors.ts';
import { PRODUCT_PATH } from './catalogue.ts';
import { readReviewToken } from './emails.ts';

const { productReviews, orders, products } = schema;
const SHOWN = 20;

async function productOf(db: Db, websiteId: string, productId: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.id, productId)));
  return row;
}

/** What a review link leads to: the product and whether a review can still be written. */
export async function reviewRequest(
  db: Db,
  secret: string,
  websiteId: string,
  token: string,
): Promise<ReviewRequestView | null> {
  const read = readReviewToken(secret, token);
  if ('problem' in read)
    return read.problem === 'expired' ? { state: 'expired', token, product: null } : null;
  const product = await productOf(db, websiteId, read.productId);
  if (!product) return null;
  const [done] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.orderId, read.orderId), eq(productReviews.productId, read.productId)));
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
  const read = readReviewToken(secret, input.token);
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
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.id, read.orderId)));
  if (!order || !(await productOf(db, websiteId, read.productId)))
    throw notFound('This review link is not valid.', 'review_link_invalid');
  try {
    await db.insert(productReviews).values({
      id: newId(),
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
  const where = and(eq(productReviews.websiteId, websiteId), eq(productReviews.productId, productId));
  const [[totals], items] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${productReviews.rating}), 1)`,
      })
      .from(productReviews)
      .where(where),
    db.select().from(productReviews).where(where).orderBy(desc(productReviews.createdAt)).limit(SHOWN),
  ]);
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
  const rows = await db
    .select({ r: productReviews, title: products.title })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.websiteId, websiteId))
    .orderBy(desc(productReviews.createdAt))
    .limit(500);
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

export async function deleteReview(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(productReviews)
    .where(and(eq(productReviews.websiteId, websiteId), eq(productReviews.id, id)))
    .returning({ id: productReviews.id });
  return rows.length > 0;
}
