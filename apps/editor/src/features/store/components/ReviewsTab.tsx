import type { OwnerReviewView } from '@folio/core/store-api';
import app from '../../../app/app.module.css';
import { useDeleteReview, useReviews } from '../api/queries.ts';
import { messageOf } from '../api/store.ts';
import { ErrorAlert, StoreTable } from './parts.tsx';
import styles from './store.module.css';

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

/** Buyers' reviews, newest first: the owner reads them and removes the ones that should not show. */
export function ReviewsTab({ isActive }: { isActive: boolean }) {
  const query = useReviews(isActive);
  const removal = useDeleteReview();
  const reviews = query.data ?? null;
  const failure = removal.error ?? query.error;
  const error = failure ? messageOf(failure) : null;

  async function remove(review: OwnerReviewView) {
    if (
      !window.confirm(
        `Remove ${review.name}’s review of “${review.productTitle}”? It leaves the product page.`,
      )
    )
      return;
    removal.mutate(review);
  }

  return (
    <>
      <ErrorAlert text={error} />
      {reviews === null && !error ? <p className={app.dialogText}>Loading…</p> : null}
      {reviews?.length === 0 ? (
        <p className={app.dialogText}>
          No reviews yet. Buyers are asked for one when you mark their order fulfilled.
        </p>
      ) : null}
      {reviews?.length ? (
        <StoreTable columns={['Product', 'Rating', 'Review', 'By']}>
          {reviews.map((r) => (
            <tr key={r.id}>
              <td className={styles.strong}>{r.productTitle}</td>
              <td aria-label={`${r.rating} of 5 stars`}>{stars(r.rating)}</td>
              <td>{r.body || '—'}</td>
              <td>
                {r.name}
                <br />
                <small>{new Date(r.createdAt).toLocaleDateString()}</small>
              </td>
              <td>
                <button type="button" className={app.secondarySmall} onClick={() => void remove(r)}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </StoreTable>
      ) : null}
    </>
  );
}
