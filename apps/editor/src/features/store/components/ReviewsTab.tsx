import type { OwnerReviewView } from '@folio/core/store-api';
import { useEffect, useState } from 'react';
import app from '../../../app/app.module.css';
import { deleteReview, fetchReviews, messageOf } from '../api/store.ts';
import styles from './store.module.css';

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

/** Buyers' reviews, newest first: the owner reads them and removes the ones that should not show. */
export function ReviewsTab({ isActive }: { isActive: boolean }) {
  const [reviews, setReviews] = useState<OwnerReviewView[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isActive) return;
    fetchReviews()
      .then((list) => {
        setReviews(list);
        setError(null);
      })
      .catch((e: unknown) => setError(messageOf(e)));
  }, [isActive]);

  async function remove(review: OwnerReviewView) {
    if (
      !window.confirm(
        `Remove ${review.name}’s review of “${review.productTitle}”? It leaves the product page.`,
      )
    )
      return;
    try {
      await deleteReview(review.id);
      setReviews((list) => list?.filter((r) => r.id !== review.id) ?? null);
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <>
      {error ? (
        <p role="alert" className={app.error}>
          {error}
        </p>
      ) : null}
      {reviews === null && !error ? <p className={app.dialogText}>Loading…</p> : null}
      {reviews?.length === 0 ? (
        <p className={app.dialogText}>
          No reviews yet. Buyers are asked for one when you mark their order fulfilled.
        </p>
      ) : null}
      {reviews?.length ? (
        <table className={app.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Rating</th>
              <th scope="col">Review</th>
              <th scope="col">By</th>
              <th scope="col">
                <span className={app.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      ) : null}
    </>
  );
}
