// The demo site's gift card (issue 20 section 4, decision 065): a gift-card product with three amounts.
import type { Db } from '@folio/db';
import { saveProduct } from '../modules/gift-cards/service.ts';

export async function seedDemoGiftCards(db: Db, websiteId: string): Promise<void> {
  await saveProduct(db, websiteId, null, {
    title: 'Folio Demo gift card',
    description: 'A gift card for anything in the shop, sent by email with your message.',
    denominations: [
      { sku: 'GIFT-25', amountCents: 2500 },
      { sku: 'GIFT-50', amountCents: 5000 },
      { sku: 'GIFT-100', amountCents: 10_000 },
    ],
    isVisible: true,
  });
}
