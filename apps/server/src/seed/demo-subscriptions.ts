// Issue 20 (decision 063): the demo store's subscription product, a service charged every month
// until cancelled ("$25.00 every month").
import type { Db } from '@folio/db';
import { saveProduct } from '../modules/catalogue/service.ts';
import { savePlan } from '../modules/subscriptions/service.ts';

export const DEMO_SUBSCRIPTION_SLUG = 'studio-plant-care';

export async function seedDemoSubscriptions(db: Db, websiteId: string): Promise<void> {
  const product = await saveProduct(db, websiteId, null, {
    title: 'Studio Plant Care',
    slug: DEMO_SUBSCRIPTION_SLUG,
    description:
      'A monthly visit from our plant specialist: watering, pruning and feeding for up to ten plants. Cancel any time from the link in your receipt.',
    productType: 'service',
    images: ['/s/demo/workshop.svg'],
    options: [],
    isVisible: true,
    variants: [
      {
        sku: 'PLANT-CARE',
        price: 2500,
        salePrice: 0,
        onSale: false,
        unlimited: true,
        qtyInStock: 0,
        optionValues: [],
        weightGrams: 0,
      },
    ],
  });
  await savePlan(db, websiteId, product.id, {
    billingPeriodValue: 1,
    billingPeriodUnit: 'MONTH',
    numBillingCycles: 0,
  });
}
