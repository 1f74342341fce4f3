// The members' pages (issue 20, decision 068): the member-access pricing screen (/members/join,
// SHOP-029/030: two pricing options toggled by left and right buttons that swap every plan's price
// and join button) and the member's own page (/members/account). Complete HTML without JavaScript:
// the toggle's choice and a join link are plain addresses (?option=, ?plan=); the island swaps in
// place and runs the join (account, then card).
import { PRICING_OPTION_KEYS } from '@folio/core/member-pricing';
import { Island } from '../../islands/Island.tsx';
import shared from '../Cart/store-page.module.css';
import styles from './MembershipPricing.module.css';
import { JOIN_PATH, MEMBERS_TEXT, type MembersIslandProps, type MembersPageView } from './members-props.ts';

function joinHref(planId: string, option: string): string {
  return `${JOIN_PATH}?plan=${encodeURIComponent(planId)}&option=${option}#join`;
}

export function MembersPage({ view }: { view: MembersPageView }) {
  const islandProps: MembersIslandProps = {
    view: view.view,
    selectedPlanId: view.selectedPlanId,
    selectedOption: view.selectedOption,
    paymentProvider: view.paymentProvider,
    stripePublishableKey: view.stripePublishableKey ?? null,
    plans: view.screen.plans.map((p) => ({
      id: p.id,
      name: p.name,
      prices: Object.fromEntries(Object.entries(p.prices).map(([key, price]) => [key, price?.phrase ?? ''])),
    })),
  };
  if (view.view === 'account')
    return (
      <Island name="MembershipPricing" props={islandProps}>
        <section className={`${shared.page} ${styles.page}`}>
          <h1 className={shared.heading}>{MEMBERS_TEXT.accountHeading}</h1>
          <div data-members-account="">
            <p className={shared.loading} role="status">
              {MEMBERS_TEXT.loading}
            </p>
          </div>
          <p>
            <a className={styles.textLink} href={JOIN_PATH}>
              {MEMBERS_TEXT.seePlans}
            </a>
          </p>
        </section>
      </Island>
    );

  const { screen } = view;
  const selected = screen.options.some((o) => o.key === view.selectedOption) ? view.selectedOption : 'left';
  const chosenPlan = screen.plans.find((p) => p.id === view.selectedPlanId);
  return (
    <Island name="MembershipPricing" props={islandProps}>
      <section className={`${shared.page} ${styles.page}`} data-selected-option={selected}>
        <h1 className={shared.heading}>{MEMBERS_TEXT.joinHeading}</h1>
        {!view.hasMemberAccounts ? (
          <p className={styles.notice}>{MEMBERS_TEXT.noAccounts}</p>
        ) : screen.plans.length === 0 ? (
          <p className={styles.notice}>{MEMBERS_TEXT.noPlans}</p>
        ) : (
          <>
            {screen.options.length === 2 ? (
              // SHOP-029: the left and right buttons; aria-pressed says which option is shown.
              <fieldset className={styles.toggle} data-pricing-toggle="">
                <legend className={shared.visuallyHidden}>{MEMBERS_TEXT.toggleLabel}</legend>
                {screen.options.map((option) => (
                  <button
                    key={option.key}
                    type="button"
                    className={styles.toggleButton}
                    data-option={option.key}
                    aria-pressed={option.key === selected}
                  >
                    {option.label}
                  </button>
                ))}
              </fieldset>
            ) : null}
            <ul className={styles.plans}>
              {screen.plans.map((plan) => (
                <li key={plan.id} className={styles.plan} data-plan={plan.id}>
                  <h2 className={styles.planName}>{plan.name}</h2>
                  {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
                  {PRICING_OPTION_KEYS.map((key) => {
                    if (!screen.options.some((o) => o.key === key)) return null;
                    const price = plan.prices[key];
                    return (
                      <div
                        key={key}
                        className={styles.priceBlock}
                        data-option={key}
                        hidden={key !== selected}
                      >
                        {price ? (
                          <>
                            <p className={styles.price} data-price="">
                              {price.phrase}
                            </p>
                            <a className={shared.primaryLink} href={joinHref(plan.id, key)} data-join="">
                              {price.joinLabel}
                            </a>
                          </>
                        ) : (
                          <p className={styles.description}>Not offered with this option.</p>
                        )}
                      </div>
                    );
                  })}
                  {plan.benefits.length > 0 ? (
                    <ul className={styles.benefits}>
                      {plan.benefits.map((benefit) => (
                        <li key={benefit}>{benefit}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            <section
              id="join"
              className={styles.join}
              aria-labelledby="join-heading"
              hidden={!chosenPlan}
              data-join-section=""
            >
              <h2 id="join-heading" className={styles.joinHeading}>
                {chosenPlan ? MEMBERS_TEXT.joining.replace('{plan}', chosenPlan.name) : ''}
              </h2>
              <p className={styles.price} data-join-price="">
                {chosenPlan?.prices[selected]?.phrase ?? ''}
              </p>
              <div data-join-root="">
                <noscript>
                  <p className={styles.notice}>Joining needs JavaScript. Please turn it on to continue.</p>
                </noscript>
              </div>
            </section>
          </>
        )}
      </section>
    </Island>
  );
}
