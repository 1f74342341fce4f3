// Issue 20 part 3 (decision 069): the owner's donations — the total raised, each campaign's total
// and the latest gifts (a campaign is the page holding a Donation block).
import { formatMoney } from '@folio/core/money';
import type { ReactNode } from 'react';
import { Frame } from '../../../app/Frame.tsx';
import { useDonations } from '../api/donations.ts';
import styles from './donations.module.css';

const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

/** A table that scrolls sideways on a phone: it takes focus so a keyboard can scroll it. */
function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}

export function DonationsScreen() {
  const donations = useDonations();
  const data = donations.data;
  return (
    <Frame title="Donations" titleId="donations-title" dialogClassName={undefined} layout="scroll">
      <div className={styles.screen}>
        {donations.isPending ? (
          <p className={styles.muted} role="status">
            Loading donations…
          </p>
        ) : donations.isError || !data ? (
          <p className={styles.error} role="alert">
            Donations could not be loaded. Reload the page to try again.
          </p>
        ) : (
          <>
            <section className={styles.section}>
              <h2 id="donations-totals" className={styles.heading}>
                Raised so far
              </h2>
              <dl className={styles.figures}>
                <div className={styles.figure}>
                  <dt className={styles.figureLabel}>Total raised</dt>
                  <dd className={styles.figureValue} data-testid="donations-total">
                    {formatMoney(data.totalRaisedCents, data.currencyCode)}
                  </dd>
                </div>
                <div className={styles.figure}>
                  <dt className={styles.figureLabel}>Donations</dt>
                  <dd className={styles.figureValue}>{data.donationCount}</dd>
                </div>
                <div className={styles.figure}>
                  <dt className={styles.figureLabel}>Monthly donors</dt>
                  <dd className={styles.figureValue}>{data.monthlyCount}</dd>
                </div>
              </dl>
            </section>
            <section className={styles.section}>
              <h2 id="donations-campaigns" className={styles.heading}>
                Campaigns
              </h2>
              {data.campaigns.length === 0 ? (
                <p className={styles.muted}>
                  No donations yet. Add a Donation block to a page (Store blocks) and publish it to start a
                  campaign.
                </p>
              ) : (
                <ScrollRegion labelledBy="donations-campaigns">
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">Campaign</th>
                        <th scope="col" className={styles.number}>
                          Donations
                        </th>
                        <th scope="col" className={styles.number}>
                          Monthly
                        </th>
                        <th scope="col" className={styles.number}>
                          Raised
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.campaigns.map((campaign) => (
                        <tr key={`${campaign.pageId}-${campaign.currencyCode}`}>
                          <th scope="row">
                            {campaign.campaign}
                            {campaign.pageExists ? null : <span className={styles.tag}>page deleted</span>}
                          </th>
                          <td className={styles.number}>{campaign.count}</td>
                          <td className={styles.number}>{campaign.monthlyCount}</td>
                          <td className={styles.number}>
                            {formatMoney(campaign.totalCents, campaign.currencyCode)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
            </section>
            {data.donations.length > 0 ? (
              <section className={styles.section}>
                <h2 id="donations-latest" className={styles.heading}>
                  Latest donations
                </h2>
                <ScrollRegion labelledBy="donations-latest">
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">Date</th>
                        <th scope="col">Donor</th>
                        <th scope="col">Campaign</th>
                        <th scope="col" className={styles.number}>
                          Amount
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.donations.map((donation) => (
                        <tr key={donation.id}>
                          <td className={styles.nowrap}>{date(donation.paidAt)}</td>
                          <td>
                            <span className={styles.donor}>{donation.donorName}</span>
                            <span className={styles.muted}>{donation.email}</span>
                            {donation.note ? <span className={styles.note}>“{donation.note}”</span> : null}
                          </td>
                          <td>{donation.campaign}</td>
                          <td className={styles.number}>
                            {formatMoney(donation.amountCents, donation.currencyCode)}
                            {donation.frequency === 'monthly' ? (
                              <span className={styles.muted}>
                                monthly · next {date(donation.nextChargeAt)}
                              </span>
                            ) : null}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              </section>
            ) : null}
          </>
        )}
      </div>
    </Frame>
  );
}
