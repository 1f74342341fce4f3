// The demo site's paid membership (issue 20, decision 068): "Studio members", monthly or yearly,
// and a member price on the Room Planning Guide.
import type { Db } from '@folio/db';
import { findProduct } from '../modules/catalogue/service.ts';
import { createPlan, setMemberPrice } from '../modules/memberships/service.ts';

export async function seedDemoMemberships(db: Db, websiteId: string): Promise<void> {
  await createPlan(db, websiteId, {
    name: 'Studio members',
    description: 'For regulars of the studio: first look at new work and a better price in the shop.',
    benefits: ['Members’ prices in the shop', 'Early booking for workshops', 'A print each season'],
    prices: [
      { key: 'left', amountCents: 1200, billingPeriod: { value: 1, unit: 'MONTH' } },
      { key: 'right', amountCents: 12000, billingPeriod: { value: 1, unit: 'YEAR' } },
    ],
    isVisible: true,
  });
  const guide = await findProduct(db, websiteId, { slug: 'room-planning-guide' });
  const variant = guide?.variants[0];
  if (variant) await setMemberPrice(db, websiteId, variant.id, { priceCents: 900, planId: null });
}
