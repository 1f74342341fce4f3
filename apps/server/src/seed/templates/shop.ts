// Shop: a small ceramics maker's store first: the home page leads to the products, with variants
// (glaze, size), a sold-out piece, a gift card, and help pages in a navigation folder.
import type { ProductInput, StoreSettings } from '@folio/core';
import { DEFAULT_COLOR_THEMES, type SiteDesign } from '@folio/core/site-design';
import { saveProduct } from '../../modules/catalogue/service.ts';
import { saveCoupon, saveStoreSettings } from '../../modules/store-settings/service.ts';
import { button, heading, spacer, text } from '../blocks.ts';
import { study } from '../sample-images.ts';
import { columns, createPages, imageBlock, type SiteTemplate, uploadImages } from './template.ts';
import { drawImages, type ImageSpec, siteIcon } from './template-images.ts';

export const shopDesign: SiteDesign = {
  activeColorThemeId: 'white',
  activeFontThemeId: 'shop',
  palette: {
    id: 'custom',
    colors: { lightest: '#fdfbf7', light: '#ece6da', accent: '#2f5d50', dark: '#34433d', darkest: '#16211c' },
  },
  colorThemes: DEFAULT_COLOR_THEMES.map((theme) => ({ ...theme })),
  fontThemes: [
    {
      id: 'shop',
      name: 'Market',
      heading: { family: 'dm-sans', weight: 600, scale: 'medium' },
      body: { family: 'dm-sans', weight: 400, size: 16 },
    },
  ],
  fontUsageCategories: { headings: 'heading', paragraphs: 'body', buttons: 'body', navigation: 'body' },
  tokens: {
    buttonShape: 'pill',
    buttonStyle: 'solid',
    cornerRadius: 8,
    spacing: 'regular',
    pageWidth: 'wide',
  },
};

const piece = (
  fileName: string,
  alt: string,
  colors: { wall: string; floor: string; arch: string; disc: string; vessel: string },
  variant: number,
): ImageSpec => ({
  fileName,
  caption: '',
  alt,
  width: 1200,
  height: 1200,
  draw: study({ ...colors, shadow: '#2a2620' }, variant),
});

const IMAGES: ImageSpec[] = [
  {
    ...piece(
      'kiln-hero.jpg',
      'A sage arch on a plaster wall, an ochre sun and a dark stoneware jug on a plinth',
      { wall: '#efe9df', floor: '#d8cdbd', arch: '#9bab8f', disc: '#d99a4e', vessel: '#3e3a35' },
      1,
    ),
    width: 2000,
    height: 1125,
  },
  piece(
    'pour-over-jug.jpg',
    'A cream glazed jug on a pale plinth before a terracotta arch',
    { wall: '#e9dfd2', floor: '#cdbba6', arch: '#c0704c', disc: '#e2b24f', vessel: '#f4efe6' },
    0,
  ),
  piece(
    'moss-vase.jpg',
    'A moss green vase on a plinth before a clay arch',
    { wall: '#f1ede4', floor: '#c9b59c', arch: '#d9b99a', disc: '#f7f3ea', vessel: '#5d6b4a' },
    2,
  ),
  piece(
    'ink-bowl.jpg',
    'A deep blue bowl before an indigo arch and a pink disc',
    { wall: '#e6e1dc', floor: '#bfb3a8', arch: '#34406b', disc: '#eab8a8', vessel: '#f5f2ec' },
    3,
  ),
  piece(
    'ochre-cup.jpg',
    'A terracotta cup before an olive arch and a mustard sun',
    { wall: '#ede6d6', floor: '#cfc2a5', arch: '#7d7a4b', disc: '#e0b545', vessel: '#b8623f' },
    4,
  ),
  piece(
    'rose-plate.jpg',
    'A charcoal vessel before a dusty rose arch',
    { wall: '#f2e6e0', floor: '#d6c1b6', arch: '#c99a92', disc: '#f6ecdc', vessel: '#34302d' },
    5,
  ),
  piece(
    'gift-card.jpg',
    'A pale plinth with a white vessel before a green arch',
    { wall: '#f4f1ea', floor: '#d9d2c2', arch: '#2f5d50', disc: '#ece6da', vessel: '#fdfbf7' },
    6,
  ),
  {
    fileName: 'shop-icon.png',
    caption: '',
    alt: 'Field & Kiln',
    width: 512,
    height: 512,
    draw: siteIcon({ tile: '#2f5d50', mark: '#fdfbf7' }, 'leaf'),
  },
];

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

function products(image: (file: string) => { url: string }): ProductInput[] {
  const glaze = (value: string) => [{ optionName: 'Glaze', value }];
  return [
    {
      title: 'Pour-over Jug',
      slug: 'pour-over-jug',
      description:
        'Thrown on the wheel and glazed inside and out, with a lip that pours without a drip. Holds 600 ml: enough for coffee for two, or a handful of garden flowers.',
      productType: 'physical',
      images: [image('pour-over-jug.jpg').url],
      options: [{ name: 'Glaze', values: ['Cream', 'Charcoal'] }],
      isVisible: true,
      variants: [
        variant(5800, { sku: 'JUG-CREAM', qtyInStock: 9, optionValues: glaze('Cream'), weightGrams: 820 }),
        variant(5800, { sku: 'JUG-CHAR', qtyInStock: 4, optionValues: glaze('Charcoal'), weightGrams: 820 }),
      ],
    },
    {
      title: 'Moss Bud Vase',
      slug: 'moss-bud-vase',
      description:
        'A small vase for one stem, in our moss glaze that pools darker where it runs thick. Each one is a little different.',
      productType: 'physical',
      images: [image('moss-vase.jpg').url],
      options: [{ name: 'Size', values: ['Small', 'Tall'] }],
      isVisible: true,
      variants: [
        variant(3200, {
          sku: 'VASE-S',
          qtyInStock: 14,
          optionValues: [{ optionName: 'Size', value: 'Small' }],
          weightGrams: 300,
        }),
        variant(4400, {
          sku: 'VASE-T',
          qtyInStock: 6,
          onSale: true,
          salePrice: 3600,
          optionValues: [{ optionName: 'Size', value: 'Tall' }],
          weightGrams: 520,
        }),
      ],
    },
    {
      title: 'Ink Serving Bowl',
      slug: 'ink-serving-bowl',
      description:
        'A wide, shallow bowl for salads and fruit, glazed a deep ink blue with a bare stoneware rim. Dishwasher safe.',
      productType: 'physical',
      images: [image('ink-bowl.jpg').url],
      options: [],
      isVisible: true,
      variants: [variant(7600, { sku: 'BOWL-INK', qtyInStock: 5, weightGrams: 1400 })],
    },
    {
      title: 'Ochre Tea Cup',
      slug: 'ochre-tea-cup',
      description:
        'A handleless cup that sits warm in two hands. Sold singly or as a pair, in our iron-rich ochre glaze.',
      productType: 'physical',
      images: [image('ochre-cup.jpg').url],
      options: [{ name: 'Set', values: ['Single', 'Pair'] }],
      isVisible: true,
      variants: [
        variant(2400, {
          sku: 'CUP-1',
          qtyInStock: 20,
          optionValues: [{ optionName: 'Set', value: 'Single' }],
          weightGrams: 260,
        }),
        variant(4400, {
          sku: 'CUP-2',
          qtyInStock: 10,
          optionValues: [{ optionName: 'Set', value: 'Pair' }],
          weightGrams: 520,
        }),
      ],
    },
    {
      title: 'Rose Dinner Plate',
      slug: 'rose-dinner-plate',
      description:
        'Our everyday plate in a soft rose glaze. This firing has sold out; the next leaves the kiln in March.',
      productType: 'physical',
      images: [image('rose-plate.jpg').url],
      options: [],
      isVisible: true,
      variants: [variant(3800, { sku: 'PLATE-ROSE', qtyInStock: 0, weightGrams: 900 })],
    },
    {
      title: 'Gift Card',
      slug: 'gift-card',
      description: 'A €50 card for anything in the shop, sent by email with your message. It never expires.',
      productType: 'digital',
      images: [image('gift-card.jpg').url],
      options: [],
      isVisible: true,
      variants: [variant(5000, { sku: 'GIFT-50', unlimited: true })],
    },
  ];
}

const STORE_SETTINGS: StoreSettings = {
  measurementSystem: 'METRIC',
  checkoutMinimumCents: 0,
  shippingOptions: [
    {
      id: 'standard',
      name: 'Tracked post (3–5 days)',
      kind: 'flat',
      flatCents: 690,
      perUnitCents: 0,
      countries: [],
    },
    {
      id: 'collect',
      name: 'Collect from the studio',
      kind: 'flat',
      flatCents: 0,
      perUnitCents: 0,
      countries: [],
    },
  ],
  taxRules: [
    { id: 'vat', name: 'VAT', country: 'NL', region: '', rateBasisPoints: 2100, appliesToShipping: true },
  ],
  instalments: { enabled: false, minCents: 5000, maxCents: 100_000 },
};

export const shopTemplate: SiteTemplate = {
  id: 'shop',
  name: 'Shop',
  summary: 'A maker’s online shop: products with options first, then the story and help pages.',
  title: 'Field & Kiln',
  async seed(ctx) {
    const image = await uploadImages(ctx, await drawImages(IMAGES, 31));
    await saveStoreSettings(ctx.db, ctx.websiteId, { storeCurrency: 'EUR', settings: STORE_SETTINGS });
    for (const input of products(image)) await saveProduct(ctx.db, ctx.websiteId, null, input);
    await saveCoupon(ctx.db, ctx.websiteId, null, {
      code: 'FIRSTFIRING',
      kind: 'percentage',
      amount: 10,
      minimumCents: 3000,
      expiresAt: null,
      usageLimit: null,
    });
    const pageId = await createPages(ctx, [
      {
        title: 'Home',
        slug: '',
        data: {
          root: { props: { title: 'Home' } },
          content: [
            imageBlock('home-hero', image('kiln-hero.jpg')),
            spacer('home-space-1', 21),
            heading('home-title', 'Stoneware for every day, fired in small batches', 'h1'),
            text(
              'home-intro',
              '<p>Jugs, cups and bowls thrown by hand in our Utrecht studio and glazed in colours taken from the fields around it. Made to be used, washed and used again.</p>',
            ),
            button('home-cta', 'Shop the collection', '/shop'),
            spacer('home-space-2', 34),
            { type: 'ProductList', props: { id: 'home-products', heading: 'New from the kiln', columns: 3 } },
            spacer('home-space-3', 34),
            columns(
              'home-promises',
              [
                heading('home-promise-1-title', 'Made by hand', 'h3'),
                text(
                  'home-promise-1',
                  '<p>Every piece is thrown, trimmed and glazed by one of us. No two are quite the same.</p>',
                ),
              ],
              [
                heading('home-promise-2-title', 'Free returns', 'h3'),
                text(
                  'home-promise-2',
                  '<p>Not right for your table? Send it back within 30 days for a full refund.</p>',
                ),
              ],
            ),
          ],
        },
      },
      {
        title: 'Shop',
        slug: 'shop',
        data: {
          root: { props: { title: 'Shop' } },
          content: [
            heading('shop-title', 'Shop', 'h1'),
            text(
              'shop-intro',
              '<p>Everything in stock ships within two working days. Use FIRSTFIRING for 10% off your first order over €30.</p>',
            ),
            { type: 'ProductList', props: { id: 'shop-products', heading: '', columns: 3 } },
          ],
        },
      },
      {
        title: 'About',
        slug: 'about',
        data: {
          root: { props: { title: 'About' } },
          content: [
            heading('about-title', 'Two potters, one kiln', 'h1'),
            columns(
              'about-columns',
              [imageBlock('about-image', image('pour-over-jug.jpg'))],
              [
                text(
                  'about-story',
                  '<p>Field &amp; Kiln began in 2019 in a shed behind a flower farm. Today we share a studio by the canal with a gas kiln we fire twice a month.</p><p>Our glazes are mixed in the studio from local clays and wood ash. We make in small batches so nothing sits on a shelf for long.</p>',
                ),
              ],
            ),
          ],
        },
      },
      {
        title: 'Shipping & returns',
        slug: 'shipping-returns',
        data: {
          root: { props: { title: 'Shipping & returns' } },
          content: [
            heading('shipping-title', 'Shipping & returns', 'h1'),
            text(
              'shipping-intro',
              '<p>We ship across Europe from our studio in Utrecht, packed in recycled paper and a lot of care.</p>',
            ),
            heading('shipping-faq-title', 'Common questions', 'h2'),
            {
              type: 'Accordion',
              props: {
                id: 'shipping-faq',
                isMultipleOpen: true,
                isFirstItemExpanded: true,
                items: [
                  {
                    title: 'When will my order arrive?',
                    body: 'We pack orders within two working days. Tracked post takes three to five days across Europe.',
                  },
                  {
                    title: 'What if something breaks on the way?',
                    body: 'Send us a photo within a week and we will replace it or refund you, whichever you prefer.',
                  },
                  {
                    title: 'How do I return a piece?',
                    body: 'Write to us within 30 days. Pack it as it came; we refund as soon as it is back in the studio.',
                  },
                ],
              },
            },
          ],
        },
      },
      {
        title: 'Contact',
        slug: 'contact',
        data: {
          root: { props: { title: 'Contact' } },
          content: [
            heading('contact-title', 'Get in touch', 'h1'),
            text(
              'contact-intro',
              '<p>Questions about an order, a wholesale enquiry or a commission: we answer within a day.</p>',
            ),
            {
              type: 'Form',
              props: {
                id: 'contact-form',
                title: 'Write to us',
                fields: [
                  { id: '5b0b00000000000000000001', type: 'name', title: 'Name', required: true },
                  { id: '5b0b00000000000000000002', type: 'email', title: 'Email', required: true },
                  { id: '5b0b00000000000000000003', type: 'text', title: 'Order number', required: false },
                  {
                    id: '5b0b00000000000000000004',
                    type: 'textarea',
                    title: 'Message',
                    required: true,
                    maxLength: 800,
                  },
                ],
                submitButtonText: 'Send',
                successMessage: 'Thank you — we will answer within a day.',
                successRedirectUrl: '',
                notificationEmails: 'owner@demo.test',
                captcha: false,
                disableValidation: false,
              },
            },
          ],
        },
      },
    ]);
    return {
      design: shopDesign,
      profile: {
        description: 'Handmade stoneware jugs, cups and bowls, fired in small batches in Utrecht.',
        language: 'en',
        timeZone: 'Europe/Amsterdam',
        faviconMediaId: image('shop-icon.png').id,
        social: [
          { network: 'instagram', url: 'https://instagram.com/fieldandkiln' },
          { network: 'tiktok', url: 'https://tiktok.com/@fieldandkiln' },
        ],
        business: {
          name: 'Field & Kiln',
          address: 'Kanaalweg 14, 3526 KL Utrecht',
          phone: '',
          email: 'hello@fieldandkiln.example',
          hours: 'Studio shop: Saturday 10:00–16:00',
        },
      },
      headerFooter: {
        header: {
          layout: 'centre',
          navigation: [
            { kind: 'page', pageId: pageId('shop') },
            { kind: 'page', pageId: pageId('about') },
            {
              kind: 'folder',
              label: 'Help',
              items: [
                { kind: 'page', pageId: pageId('shipping-returns') },
                { kind: 'page', pageId: pageId('contact') },
              ],
            },
          ],
          hiddenPageIds: [pageId('')],
          showCart: true,
          showSignIn: true,
        },
        footer: {
          content: [
            { type: 'SiteTitle', props: { id: 'footer-title', showDescription: true } },
            {
              type: 'FooterText',
              props: {
                id: 'footer-text',
                text: '<p>Free returns within 30 days. Packed in recycled paper.</p>',
              },
            },
            { type: 'BusinessInfo', props: { id: 'footer-business', heading: 'The workshop' } },
            {
              type: 'FooterLinks',
              props: {
                id: 'footer-links',
                heading: 'Trade',
                links: [{ label: 'Wholesale', url: 'mailto:wholesale@fieldandkiln.example', newTab: false }],
              },
            },
            { type: 'SocialIcons', props: { id: 'footer-social', heading: 'Follow' } },
          ],
        },
      },
    };
  },
};
