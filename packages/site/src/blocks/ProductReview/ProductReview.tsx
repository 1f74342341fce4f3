// Product reviews (SHOP-036..039): the review-request page a buyer reaches from the fulfilment
// email, and the reviews shown on a product page.
import { MESSAGES } from '@folio/core/message-catalogue';
import type { ReviewRequestView, ReviewSummary } from '@folio/core/store-api';
import { Island } from '../../islands/Island.tsx';
import status from '../../layout/StatusMessage.module.css';
import styles from './ProductReview.module.css';

const RATINGS = [5, 4, 3, 2, 1] as const;

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {'★★★★★'.slice(0, Math.round(rating))}
      <span className={styles.starsOff}>{'★★★★★'.slice(Math.round(rating))}</span>
    </span>
  );
}

/** The page of a review link: the form while it may be used, else why it cannot be. */
export function ProductReviewPage({ review }: { review: ReviewRequestView }) {
  if (review.state !== 'open' || !review.product) {
    const message =
      review.state === 'expired'
        ? MESSAGES.yourReviewRequestHasExpired
        : MESSAGES.youHaveAlreadyReviewedThisPurchase;
    return (
      <section className={status.status}>
        <h1 className={status.heading}>Write a review</h1>
        <p className={status.text}>{message}</p>
        <a className={status.home} href={review.product?.url ?? '/shop'}>
          {review.product ? `Back to ${review.product.title}` : 'Visit the shop'}
        </a>
      </section>
    );
  }
  const { product } = review;
  return (
    <Island name="ProductReview" props={{ token: review.token }}>
      <section className={styles.page}>
        <div className={styles.product}>
          {product.image ? (
            <img className={styles.image} src={product.image} alt="" width={96} height={96} />
          ) : null}
          <div>
            <p className={styles.kicker}>Your purchase</p>
            <h1 className={styles.heading}>{product.title}</h1>
          </div>
        </div>
        <form className={styles.form} data-review-form="" noValidate aria-label="Write a review">
          <fieldset className={styles.rating}>
            <legend className={styles.label}>Your rating</legend>
            <div className={styles.ratingInputs}>
              {RATINGS.map((n) => (
                <span key={n} className={styles.ratingOption}>
                  <input
                    id={`rating-${n}`}
                    type="radio"
                    name="rating"
                    value={n}
                    className={styles.ratingInput}
                  />
                  <label htmlFor={`rating-${n}`} className={styles.ratingLabel} title={`${n} of 5`}>
                    <span className={styles.visuallyHidden}>{n === 1 ? '1 star' : `${n} stars`}</span>
                    <span aria-hidden="true">★</span>
                  </label>
                </span>
              ))}
            </div>
            <p className={styles.error} data-rating-error="" role="alert" />
          </fieldset>
          <label className={styles.label} htmlFor="review-body">
            Your review <span className={styles.optional}>(optional)</span>
          </label>
          <textarea id="review-body" name="body" className={styles.textarea} rows={5} maxLength={5000} />
          <label className={styles.label} htmlFor="review-name">
            Name shown with it <span className={styles.optional}>(optional)</span>
          </label>
          <input
            id="review-name"
            name="name"
            className={styles.input}
            maxLength={80}
            autoComplete="given-name"
          />
          <p className={styles.formError} data-review-error="" role="alert" />
          <button type="submit" className={styles.submit}>
            Submit review
          </button>
        </form>
        <p className={styles.thanks} data-review-done="" role="status" hidden />
      </section>
    </Island>
  );
}

/** The reviews under a product: the average and the newest ones. */
export function ProductReviews({ reviews }: { reviews: ReviewSummary }) {
  if (reviews.count === 0) return null;
  return (
    <section className={styles.reviews} aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title" className={styles.reviewsTitle}>
        Reviews
      </h2>
      <p className={styles.summary}>
        <Stars rating={reviews.average ?? 0} label={`Rated ${reviews.average} out of 5`} />
        <span>{`${reviews.average} out of 5 · ${reviews.count === 1 ? '1 review' : `${reviews.count} reviews`}`}</span>
      </p>
      <ul className={styles.list}>
        {reviews.items.map((r) => (
          <li key={`${r.createdAt}-${r.name}`} className={styles.item}>
            <Stars rating={r.rating} label={`${r.rating} out of 5`} />
            {r.body ? <p className={styles.body}>{r.body}</p> : null}
            <p className={styles.byline}>
              {`${r.name} · ${new Date(r.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
