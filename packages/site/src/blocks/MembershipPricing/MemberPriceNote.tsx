// Issue 20 (decision 068): "Members pay $X" on a product page whose variants have a member price.
// The page is the same for everyone (it is cached); members pay the member price in the cart and
// checkout, where the server prices it.
import { formatMoney } from '@folio/core/money';
import styles from './MembershipPricing.module.css';
import { JOIN_PATH } from './members-props.ts';

export function MemberPriceNote({
  memberPrices,
  currencyCode,
}: {
  /** Per variant id, its member price in cents. */
  memberPrices: Record<string, number>;
  currencyCode: string;
}) {
  const prices = [...new Set(Object.values(memberPrices))].sort((a, b) => a - b);
  const lowest = prices[0];
  if (lowest === undefined) return null;
  const amount = formatMoney(lowest, currencyCode);
  return (
    <p className={styles.memberNote} data-member-price="">
      {prices.length > 1 ? `Members pay from ${amount}` : `Members pay ${amount}`}
      {' · '}
      <a href={JOIN_PATH}>Become a member</a>
    </p>
  );
}
