// Issue 20 (decision 068): "Memberships" — the owner's paid membership plans (a first and an
// optional second price, each one payment or renewed; the pricing screen's left and right options)
// and the member prices of the store's products.
import { membershipPricePhrase } from '@folio/core/member-pricing';
import { formatMoney } from '@folio/core/money';
import { useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import {
  type MemberPrice,
  membershipMessageOf,
  type Plan,
  useMemberPrices,
  usePlans,
  useProductsForPrices,
  useSaveMemberPrice,
  useSavePlan,
} from '../api/memberships.ts';
import { amountText, bodyOf, centsOf, draftOf, type PlanDraft } from '../plan-form.ts';
import styles from './memberships.module.css';

export function MembershipsScreen() {
  const plans = usePlans();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const currencyCode = plans.data?.currencyCode ?? 'USD';
  return (
    <Frame title="Memberships" titleId="memberships-title" dialogClassName={undefined} layout="scroll">
      <div className={styles.screen}>
        <p className={styles.lead}>
          Paid plans visitors join on your site’s <a href="/members/join">member pricing page</a>. Members
          sign in with their site account and see their membership at{' '}
          <a href="/members/account">/members/account</a>.
        </p>
        {plans.isError ? (
          <p className={app.error} role="alert">
            {membershipMessageOf(plans.error)}
          </p>
        ) : null}
        {plans.isPending ? <p className={styles.muted}>Loading…</p> : null}
        <section aria-labelledby="plans-heading" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="plans-heading" className={styles.heading}>
              Plans
            </h2>
            {editing === null ? (
              <button type="button" className={app.primarySmall} onClick={() => setEditing('new')}>
                New plan
              </button>
            ) : null}
          </div>
          {editing !== null ? (
            <PlanForm
              plan={editing === 'new' ? null : editing}
              currencyCode={currencyCode}
              onDone={() => setEditing(null)}
            />
          ) : null}
          {plans.data && plans.data.plans.length === 0 && editing === null ? (
            <p className={styles.muted}>No plans yet. Make one to start taking members.</p>
          ) : null}
          <ul className={styles.list}>
            {plans.data?.plans.map((plan) => (
              <li key={plan.id} className={styles.row}>
                <div className={styles.rowText}>
                  <p className={styles.name}>
                    {plan.name} {plan.isVisible ? null : <span className={styles.badge}>Hidden</span>}
                  </p>
                  <p className={styles.muted}>
                    {plan.prices.map((p) => membershipPricePhrase(p, currencyCode)).join(' or ')}
                  </p>
                  <p className={styles.muted}>
                    {plan.memberCount === 1 ? '1 member' : `${plan.memberCount} members`}
                  </p>
                </div>
                <button
                  type="button"
                  className={app.secondarySmall}
                  aria-label={`Edit ${plan.name}`}
                  onClick={() => setEditing(plan)}
                >
                  Edit
                </button>
              </li>
            ))}
          </ul>
        </section>
        <MemberPrices plans={plans.data?.plans ?? []} currencyCode={currencyCode} />
      </div>
    </Frame>
  );
}

function PriceFields({
  side,
  legend,
  register,
  problems,
}: {
  side: 'left' | 'right';
  legend: string;
  register: UseFormRegister<PlanDraft>;
  problems: Record<string, string>;
}) {
  const amountProblem = problems[`${side}.amount`];
  const everyProblem = problems[`${side}.every`];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.priceRow}>
        <div>
          <label className={app.label} htmlFor={`plan-${side}-amount`}>
            Amount
          </label>
          <input
            id={`plan-${side}-amount`}
            className={app.input}
            inputMode="decimal"
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={amountProblem ? `plan-${side}-amount-problem` : undefined}
            {...register(`${side}.amount`)}
          />
          {amountProblem ? (
            <p id={`plan-${side}-amount-problem`} className={styles.problem}>
              {amountProblem}
            </p>
          ) : null}
        </div>
        <div>
          <label className={app.label} htmlFor={`plan-${side}-period`}>
            Billing
          </label>
          <select id={`plan-${side}-period`} className={app.input} {...register(`${side}.period`)}>
            <option value="ONCE">One payment</option>
            <option value="WEEK">Renews weekly</option>
            <option value="MONTH">Renews monthly</option>
            <option value="YEAR">Renews yearly</option>
          </select>
        </div>
        <div>
          <label className={app.label} htmlFor={`plan-${side}-every`}>
            Every (periods)
          </label>
          <input
            id={`plan-${side}-every`}
            className={app.input}
            inputMode="numeric"
            aria-invalid={everyProblem ? true : undefined}
            {...register(`${side}.every`)}
          />
          {everyProblem ? <p className={styles.problem}>{everyProblem}</p> : null}
        </div>
      </div>
    </fieldset>
  );
}

function PlanForm({
  plan,
  currencyCode,
  onDone,
}: {
  plan: Plan | null;
  currencyCode: string;
  onDone: () => void;
}) {
  const save = useSavePlan();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { register, handleSubmit, watch } = useForm<PlanDraft>({
    defaultValues: draftOf(plan, currencyCode),
  });
  const hasRight = watch('hasRight');
  const submit = handleSubmit((draft) => {
    const result = bodyOf(draft, currencyCode);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    save.mutate({ id: plan?.id ?? null, body: result.body }, { onSuccess: onDone });
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="plan-form-title">
      <h3 id="plan-form-title" className={styles.formTitle}>
        {plan ? `Edit ${plan.name}` : 'New plan'}
      </h3>
      <div>
        <label className={app.label} htmlFor="plan-name">
          Name
        </label>
        <input
          id="plan-name"
          className={app.input}
          aria-invalid={problems.name ? true : undefined}
          {...register('name')}
        />
        {problems.name ? <p className={styles.problem}>{problems.name}</p> : null}
      </div>
      <div>
        <label className={app.label} htmlFor="plan-description">
          Description
        </label>
        <textarea id="plan-description" className={app.input} rows={2} {...register('description')} />
      </div>
      <div>
        <label className={app.label} htmlFor="plan-benefits">
          What members get (one per line)
        </label>
        <textarea id="plan-benefits" className={app.input} rows={3} {...register('benefits')} />
      </div>
      <PriceFields side="left" legend="First price (left option)" register={register} problems={problems} />
      <label className={styles.check}>
        <input type="checkbox" {...register('hasRight')} /> Offer a second price (right option)
      </label>
      {hasRight ? (
        <PriceFields
          side="right"
          legend="Second price (right option)"
          register={register}
          problems={problems}
        />
      ) : null}
      <label className={styles.check}>
        <input type="checkbox" {...register('isVisible')} /> Show on the member pricing page
      </label>
      {save.isError ? (
        <p className={app.error} role="alert">
          {membershipMessageOf(save.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={app.secondarySmall} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={app.primarySmall} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save plan'}
        </button>
      </div>
    </form>
  );
}

function MemberPrices({ plans, currencyCode }: { plans: Plan[]; currencyCode: string }) {
  const products = useProductsForPrices();
  const prices = useMemberPrices();
  const byVariant = new Map((prices.data ?? []).map((p) => [p.variantId, p]));
  const rows = (products.data ?? []).flatMap((product) =>
    product.variants.map((variant) => ({
      key: variant.id,
      title:
        variant.optionValues.length > 0
          ? `${product.title} (${variant.optionValues.map((o) => o.value).join(', ')})`
          : product.title,
      price: variant.price,
      memberPrice: byVariant.get(variant.id) ?? null,
    })),
  );
  return (
    <section aria-labelledby="member-prices-heading" className={styles.section}>
      <h2 id="member-prices-heading" className={styles.heading}>
        Member prices
      </h2>
      <p className={styles.muted}>
        Members holding a plan pay the member price in the cart and at checkout; product pages say “Members
        pay …”. Leave it empty for no member price.
      </p>
      {products.isError ? (
        <p className={app.error} role="alert">
          {membershipMessageOf(products.error)}
        </p>
      ) : null}
      <ul className={styles.list}>
        {rows.map((row) => (
          <MemberPriceRow
            key={`${row.key}-${row.memberPrice?.priceCents ?? ''}-${row.memberPrice?.planId ?? ''}`}
            variantId={row.key}
            title={row.title}
            price={formatMoney(row.price, currencyCode)}
            memberPrice={row.memberPrice}
            plans={plans}
            currencyCode={currencyCode}
          />
        ))}
      </ul>
    </section>
  );
}

function MemberPriceRow(props: {
  variantId: string;
  title: string;
  price: string;
  memberPrice: MemberPrice | null;
  plans: Plan[];
  currencyCode: string;
}) {
  const save = useSaveMemberPrice();
  const [amount, setAmount] = useState(
    props.memberPrice ? amountText(props.memberPrice.priceCents, props.currencyCode) : '',
  );
  const [planId, setPlanId] = useState(props.memberPrice?.planId ?? '');
  const [problem, setProblem] = useState('');
  const id = `member-price-${props.variantId}`;
  return (
    <li className={styles.row}>
      <form
        className={styles.priceForm}
        onSubmit={(event) => {
          event.preventDefault();
          const cents = amount.trim() === '' ? null : centsOf(amount, props.currencyCode);
          if (amount.trim() !== '' && cents === null) {
            setProblem('Enter an amount like 12.00.');
            return;
          }
          setProblem('');
          save.mutate({
            variantId: props.variantId,
            priceCents: cents,
            planId: planId || null,
          } as MemberPrice);
        }}
      >
        <div className={styles.rowText}>
          <p className={styles.name}>{props.title}</p>
          <p className={styles.muted}>Price {props.price}</p>
        </div>
        <div>
          <label className={app.label} htmlFor={id}>
            Member price
          </label>
          <input
            id={id}
            className={app.input}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div>
          <label className={app.label} htmlFor={`${id}-plan`}>
            For members of
          </label>
          <select
            id={`${id}-plan`}
            className={app.input}
            value={planId}
            onChange={(e) => setPlanId(e.target.value)}
          >
            <option value="">Any plan</option>
            {props.plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={app.secondarySmall}
          disabled={save.isPending}
          aria-label={`Save the member price of ${props.title}`}
        >
          {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved' : 'Save'}
        </button>
        {problem || save.isError ? (
          <p className={styles.problem} role="alert">
            {problem || membershipMessageOf(save.error)}
          </p>
        ) : null}
      </form>
    </li>
  );
}
