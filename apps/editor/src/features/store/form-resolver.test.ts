import { DEFAULT_STORE_SETTINGS } from '@folio/core/commerce';
import { couponInput, productBody, settingsBody } from '@folio/core/store-schemas';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorsOf, problemsOf } from './form-resolver.ts';
import { emptyProductDraft, productInputFromDraft, productResolver } from './product-form.ts';
import {
  couponDraftOf,
  couponResolver,
  newTaxDraft,
  settingsDraftOf,
  settingsResolver,
} from './settings-form.ts';

const usd = { currencyCode: 'USD', measurementSystem: 'IMPERIAL' as const };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

async function resolve<Draft extends FieldValues>(resolver: Resolver<Draft, unknown, unknown>, draft: Draft) {
  const { values, errors } = await resolver(draft, undefined, options as ResolverOptions<Draft>);
  return { values, problems: problemsOf(errors) };
}

/** The message the server's schema gives for a body (the 400's message names the same). */
const serverMessage = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  body: unknown,
) => schema.safeParse(body).error?.issues[0]?.message;

describe('the store forms’ resolver (react-hook-form + the server’s zod schemas)', () => {
  it('issue 15: nests problems for react-hook-form and reads them back by key', () => {
    const problems = { title: 'Give the product a title.', 'variant.1.price': 'Enter an amount.' };
    const errors = errorsOf(problems);
    expect(errors).toMatchObject({ variant: { 1: { price: { message: 'Enter an amount.' } } } });
    expect(problemsOf(errors)).toEqual(problems);
  });

  it('issue 15: a product that passes hands the body exactly as the converter built it', async () => {
    const draft = { ...emptyProductDraft(), title: 'Bowl' };
    draft.variants[0] = { ...draft.variants[0]!, price: '12.50', qtyInStock: '3' };
    const { values, problems } = await resolve(productResolver(usd), draft);
    expect(problems).toEqual({});
    expect(values).toEqual(productInputFromDraft(draft, usd).input);
  });

  it('issue 15: the converter’s own words come first (the owner’s units)', async () => {
    const { problems } = await resolve(productResolver(usd), emptyProductDraft());
    expect(problems).toEqual({ title: 'Give the product a title.', 'variant.0.price': 'Enter an amount.' });
  });

  it('issue 15: what only the server schema refuses is named at its field, in the server’s words', async () => {
    const draft = { ...emptyProductDraft(), title: 'T'.repeat(201) };
    draft.variants[0] = { ...draft.variants[0]!, price: '1' };
    const { problems } = await resolve(productResolver(usd), draft);
    const body = productInputFromDraft(draft, usd).input;
    expect(problems).toEqual({ title: serverMessage(productBody, body) });
  });

  it('issue 15: a tax rule’s region over 60 characters is refused at the region, as the server would', async () => {
    const draft = settingsDraftOf({ storeCurrency: 'USD', settings: DEFAULT_STORE_SETTINGS });
    draft.taxRules = [
      { ...newTaxDraft('rule-1'), name: 'VAT', country: 'de', rate: '19', region: 'R'.repeat(61) },
    ];
    const { problems } = await resolve(settingsResolver, draft);
    expect(Object.keys(problems)).toEqual(['tax.0.region']);
    expect(problems['tax.0.region']).toBeTruthy();
  });

  it('issue 15: valid settings pass with the body the server takes', async () => {
    const draft = settingsDraftOf({ storeCurrency: 'USD', settings: DEFAULT_STORE_SETTINGS });
    const { values, problems } = await resolve(settingsResolver, draft);
    expect(problems).toEqual({});
    expect(settingsBody.safeParse(values).success).toBe(true);
  });

  it('issue 15: a coupon’s usage limit above the server’s bound is refused at that field', async () => {
    const draft = { ...couponDraftOf(null, 'USD'), code: 'SPRING10', amount: '10', usageLimit: '2000000000' };
    const { problems } = await resolve(couponResolver('USD'), draft);
    expect(Object.keys(problems)).toEqual(['usageLimit']);
    expect(problems.usageLimit).toBe(
      serverMessage(couponInput, {
        code: 'SPRING10',
        kind: 'percentage',
        amount: 10,
        usageLimit: 2_000_000_000,
      }),
    );
  });
});
