// Issue 20 part 3 (SHOP-005, SHOP-028; docs/decisions/069): a donation campaign on a page. A plain
// GET form to the donate page (`/checkout/donate?donatePageId=<this page>`), with the amount and
// frequency chosen here: it works without JavaScript and loads no island. When the button cannot
// be built (no page to name: the footer, a page being previewed), the block shows no button and
// its small island says so on the console only (SHOP-028).
import {
  campaignOfBlock,
  DONATE_PATH,
  type DonationBlockProps,
  PAGE_ID_PATTERN,
} from '@folio/core/donations';
import { formatMoney } from '@folio/core/money';
import { useContext, useId } from 'react';
import { Island } from '../../islands/Island.tsx';
import { useStore } from '../../store/store-context.ts';
import styles from './Donation.module.css';
import { DonationPageContext } from './donation-context.ts';

export function Donation(props: DonationBlockProps & { id?: string; puck?: { isEditing?: boolean } }) {
  const pageId = useContext(DonationPageContext);
  const currencyCode = useStore()?.currencyCode ?? 'USD';
  const campaign = campaignOfBlock(pageId ?? '', props, currencyCode);
  const uid = useId();
  const headingId = `donation-${uid}`;
  // In the editor the block shows its button as visitors will see it (it goes nowhere there).
  const isEditing = props.puck?.isEditing === true;
  const hasButton = isEditing || (pageId !== null && PAGE_ID_PATTERN.test(pageId));
  const body = (
    <section className={styles.donation} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>Donate</p>
        <h2 className={styles.title} id={headingId}>
          {campaign.name}
        </h2>
        {campaign.description ? <p className={styles.description}>{campaign.description}</p> : null}
        {hasButton ? (
          <form
            className={styles.form}
            method="get"
            action={DONATE_PATH}
            onSubmit={isEditing ? (event) => event.preventDefault() : undefined}
          >
            <input type="hidden" name="donatePageId" value={pageId ?? ''} />
            <fieldset className={styles.amounts}>
              <legend className={styles.legend}>Choose an amount</legend>
              {campaign.suggestedCents.map((cents, index) => (
                <label key={cents} className={styles.chip}>
                  <input
                    type="radio"
                    name="amount"
                    value={cents}
                    defaultChecked={index === 1 || campaign.suggestedCents.length === 1}
                  />
                  <span>{formatMoney(cents, currencyCode, { trimZeroCents: true })}</span>
                </label>
              ))}
              <label className={styles.chip}>
                <input
                  type="radio"
                  name="amount"
                  value=""
                  defaultChecked={campaign.suggestedCents.length === 0}
                />
                <span>Other amount</span>
              </label>
            </fieldset>
            {campaign.allowRecurring ? (
              <fieldset className={styles.frequency}>
                <legend className={styles.legend}>How often</legend>
                <label className={styles.choice}>
                  <input type="radio" name="frequency" value="once" defaultChecked />
                  <span>Once</span>
                </label>
                <label className={styles.choice}>
                  <input type="radio" name="frequency" value="monthly" />
                  <span>Monthly</span>
                </label>
              </fieldset>
            ) : null}
            <button type="submit" className={styles.button} data-donation-button="">
              {campaign.buttonText}
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
  // SHOP-028: only a block without its button carries an island, which reports it on the console.
  return hasButton ? (
    body
  ) : (
    <Island name="Donation" props={{ mode: 'missing-button', campaign: campaign.name }}>
      {body}
    </Island>
  );
}
