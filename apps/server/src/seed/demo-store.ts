// The demo site's store (issue 6): a product with sizes (one sold out, one on sale), a product
// sold out entirely, a digital guide, a consultation; USD, flat shipping, one tax rule, WELCOME10.
import type { ProductInput, StoreSettings } from '@folio/core';
import type { Db } from '@folio/db';
import { saveProduct, setDigitalFile } from '../modules/catalogue/service.ts';
import { saveCoupon, saveStoreSettings } from '../modules/store-settings/service.ts';

const variant = (price: number, extra: Partial<ProductInput['variants'][number]> = {}) => ({
  sku: '',
  price,
  salePrice: 0,
  onSale: false,
  unlimited: false,
  qtyInStock: 0,
  optionValues: [],
  weightGrams: 0,
  ...extra,
});

const size = (value: string) => [{ optionName: 'Size', value }];

export const DEMO_PRODUCTS: ProductInput[] = [
  {
    title: 'Linen Studio Apron',
    slug: 'linen-studio-apron',
    description:
      'Washed Belgian linen with a deep front pocket and long cross-back ties. Made to be worn every day in the workshop and the kitchen, and to soften with every wash.',
    productType: 'physical',
    images: ['/s/demo/shop-apron.svg'],
    options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    isVisible: true,
    variants: [
      variant(4800, { sku: 'APRON-S', qtyInStock: 0, optionValues: size('S'), weightGrams: 340 }),
      variant(4800, {
        sku: 'APRON-M',
        onSale: true,
        salePrice: 3800,
        qtyInStock: 12,
        optionValues: size('M'),
        weightGrams: 360,
      }),
      variant(4800, { sku: 'APRON-L', qtyInStock: 8, optionValues: size('L'), weightGrams: 380 }),
    ],
  },
  {
    title: 'Stoneware Bud Vase',
    slug: 'stoneware-bud-vase',
    description:
      'Thrown by hand in our neighbours’ pottery and glazed in a soft sage. Each one is a little different. The last batch has gone; a new firing is planned for spring.',
    productType: 'physical',
    images: ['/s/demo/shop-vase.svg'],
    options: [],
    isVisible: true,
    variants: [variant(6500, { sku: 'VASE-SAGE', qtyInStock: 0, weightGrams: 900 })],
  },
  {
    title: 'Room Planning Guide',
    slug: 'room-planning-guide',
    description:
      'Our 40-page guide to planning a room around light, with measured templates to print. Delivered as a download right after purchase.',
    productType: 'digital',
    images: ['/s/demo/shop-guide.svg'],
    options: [],
    isVisible: true,
    variants: [variant(1200, { sku: 'GUIDE-PDF', unlimited: true })],
  },
  {
    title: 'Colour Consultation',
    slug: 'colour-consultation',
    description:
      'One hour with our colour specialist, at the studio or by video call. Bring photos of your room; leave with a palette and paint references.',
    productType: 'service',
    images: ['/s/demo/shop-consultation.svg'],
    options: [],
    isVisible: true,
    variants: [variant(9000, { sku: 'CONSULT-1H', unlimited: true })],
  },
];

export const DEMO_STORE_SETTINGS: StoreSettings = {
  measurementSystem: 'IMPERIAL',
  checkoutMinimumCents: 0,
  shippingOptions: [
    {
      id: 'standard',
      name: 'Standard shipping',
      kind: 'flat',
      flatCents: 800,
      perUnitCents: 0,
      countries: [],
    },
  ],
  taxRules: [
    {
      id: 'us-sales-tax',
      name: 'Sales tax',
      country: 'US',
      region: '',
      rateBasisPoints: 800,
      appliesToShipping: false,
    },
  ],
  instalments: { enabled: true, minCents: 5000, maxCents: 100_000 },
};

const GUIDE_TEXT = `Room Planning Guide — Folio Demo

1. Find the light: note where the sun falls at 9:00, 13:00 and 17:00.
2. Measure twice: walls, windows, doors and radiators.
3. Place the largest piece first, then leave 90 cm paths.
4. Choose three colours: a wall, a textile and an accent.
`;

export async function seedDemoStore(db: Db, websiteId: string): Promise<void> {
  await saveStoreSettings(db, websiteId, { storeCurrency: 'USD', settings: DEMO_STORE_SETTINGS });
  for (const input of DEMO_PRODUCTS) {
    const product = await saveProduct(db, websiteId, null, input);
    if (product.productType === 'digital')
      await setDigitalFile(db, websiteId, product.id, {
        fileName: 'Room planning guide.txt',
        contentType: 'text/plain; charset=utf-8',
        data: Buffer.from(GUIDE_TEXT).toString('base64'),
      });
  }
  await saveCoupon(db, websiteId, null, {
    code: 'WELCOME10',
    kind: 'percentage',
    amount: 10,
    minimumCents: 0,
    expiresAt: null,
    usageLimit: null,
  });
}
