// Café: a neighbourhood café and wine bar: the menu, opening hours (in the business information,
// shown in the footer and structured data), a map picture with directions, and a booking form.
import { DEFAULT_COLOR_THEMES, type SiteDesign } from '@folio/core/site-design';
import { button, heading, spacer, text } from '../blocks.ts';
import { landscape, study } from '../sample-images.ts';
import { columns, createPages, imageBlock, type SiteTemplate, uploadImages } from './template.ts';
import { drawImages, type ImageSpec, siteIcon, streetMap } from './template-images.ts';

export const cafeDesign: SiteDesign = {
  activeColorThemeId: 'white',
  activeFontThemeId: 'cafe',
  palette: {
    id: 'custom',
    colors: { lightest: '#fffaf2', light: '#f4e6d2', accent: '#8f3a1c', dark: '#5a3322', darkest: '#2a1810' },
  },
  colorThemes: DEFAULT_COLOR_THEMES.map((theme) => ({ ...theme })),
  fontThemes: [
    {
      id: 'cafe',
      name: 'Bistro',
      heading: { family: 'playfair-display', weight: 500, scale: 'large' },
      body: { family: 'lora', weight: 400, size: 17 },
    },
  ],
  fontUsageCategories: { headings: 'heading', paragraphs: 'body', buttons: 'body', navigation: 'body' },
  tokens: {
    buttonShape: 'square',
    buttonStyle: 'solid',
    cornerRadius: 0,
    spacing: 'regular',
    pageWidth: 'regular',
  },
};

const ADDRESS = '14 Harbour Lane, Portside PT2 6QA';
const DIRECTIONS = 'https://www.openstreetmap.org/search?query=Harbour%20Lane%20Portside';

const IMAGES: ImageSpec[] = [
  {
    fileName: 'dining-room.jpg',
    caption: '',
    alt: 'The dining room: a terracotta arch, warm plaster walls and a cream jug on the counter',
    width: 2000,
    height: 1125,
    draw: study(
      {
        wall: '#efe0cc',
        floor: '#b98f6a',
        arch: '#8f3a1c',
        disc: '#e9b86a',
        vessel: '#fffaf2',
        shadow: '#2a1810',
      },
      0,
    ),
  },
  {
    fileName: 'harbour-evening.jpg',
    caption: '',
    alt: 'The harbour hills at dusk, seen from the terrace',
    width: 1600,
    height: 1200,
    draw: landscape({
      sky: ['#8a4a3a', '#d98b5f', '#f6cf9b'],
      sun: '#fff0c8',
      far: '#c27a5a',
      near: '#2a1810',
      sunAt: [0.4, 0.5],
      layers: 4,
    }),
  },
  {
    fileName: 'find-us-map.jpg',
    caption: '',
    alt: `Map: Almond & Fig is at ${ADDRESS}, two streets up from the harbour`,
    width: 1600,
    height: 900,
    draw: streetMap({
      land: '#f4ece0',
      street: '#ffffff',
      water: '#b9d3dc',
      park: '#cfe0c3',
      pin: '#8f3a1c',
    }),
  },
  {
    fileName: 'cafe-icon.png',
    caption: '',
    alt: 'Almond & Fig',
    width: 512,
    height: 512,
    draw: siteIcon({ tile: '#8f3a1c', mark: '#fffaf2' }, 'sun'),
  },
];

const HOURS = 'Tuesday–Friday 8:00–22:00\nSaturday 9:00–23:00\nSunday 9:00–16:00\nMonday closed';

/** One course of the menu: dishes with their price, as a list a screen reader reads in order. */
function course(id: string, title: string, dishes: [string, string, string][]) {
  return [
    heading(`${id}-title`, title, 'h2'),
    text(
      id,
      `<ul>${dishes
        .map(([name, about, price]) => `<li><strong>${name}</strong> — ${about} <em>${price}</em></li>`)
        .join('')}</ul>`,
    ),
    spacer(`${id}-space`, 21),
  ];
}

const bookingForm = {
  type: 'Form',
  props: {
    id: 'book-form',
    title: 'Book a table',
    fields: [
      { id: 'cafe00000000000000000001', type: 'name', title: 'Name', required: true },
      { id: 'cafe00000000000000000002', type: 'email', title: 'Email', required: true },
      { id: 'cafe00000000000000000003', type: 'phone', title: 'Phone', required: false },
      { id: 'cafe00000000000000000004', type: 'date', title: 'Date', required: true },
      {
        id: 'cafe00000000000000000005',
        type: 'select',
        title: 'Time',
        required: true,
        placeholder: 'Choose a time',
        options: '12:00\n12:30\n13:00\n13:30\n18:00\n18:30\n19:00\n19:30\n20:00\n20:30',
      },
      {
        id: 'cafe00000000000000000006',
        type: 'select',
        title: 'Guests',
        required: true,
        placeholder: 'How many?',
        options: '1\n2\n3\n4\n5\n6\n7 or more',
      },
      {
        id: 'cafe00000000000000000007',
        type: 'textarea',
        title: 'Anything we should know?',
        required: false,
        maxLength: 500,
        description: 'Allergies, a high chair, a birthday…',
      },
    ],
    submitButtonText: 'Request booking',
    successMessage: 'Thank you — we will confirm your table by email within a few hours.',
    successRedirectUrl: '',
    notificationEmails: 'owner@demo.test',
    captcha: false,
    disableValidation: false,
  },
};

export const cafeTemplate: SiteTemplate = {
  id: 'cafe',
  name: 'Café',
  summary: 'A café or restaurant: the menu, opening hours, a map and a booking form.',
  title: 'Almond & Fig',
  async seed(ctx) {
    const image = await uploadImages(ctx, await drawImages(IMAGES, 41));
    const pageId = await createPages(ctx, [
      {
        title: 'Home',
        slug: '',
        data: {
          root: { props: { title: 'Home' } },
          content: [
            imageBlock('home-hero', image('dining-room.jpg')),
            spacer('home-space-1', 21),
            heading('home-title', 'Breakfast, long lunches and natural wine by the harbour', 'h1'),
            text(
              'home-intro',
              '<p>Almond &amp; Fig is a neighbourhood café two streets up from the harbour. We bake every morning, cook with what the boats and the market bring, and pour wines from small growers.</p>',
            ),
            button('home-book', 'Book a table', '/book', 'left', 'large'),
            spacer('home-space-2', 34),
            columns(
              'home-columns',
              [
                heading('home-hours-title', 'Opening hours', 'h2'),
                text(
                  'home-hours',
                  `<p>${HOURS.split('\n').join('<br>')}</p><p>Kitchen closes an hour before we do.</p>`,
                ),
              ],
              [
                heading('home-find-title', 'Find us', 'h2'),
                text('home-find', `<p>${ADDRESS}</p><p>Walk-ins welcome for breakfast; book for dinner.</p>`),
                button('home-directions', 'Get directions', DIRECTIONS, 'left', 'small'),
              ],
            ),
            spacer('home-space-3', 34),
            imageBlock(
              'home-terrace',
              image('harbour-evening.jpg'),
              'Evenings on the terrace, May to September',
            ),
          ],
        },
      },
      {
        title: 'Menu',
        slug: 'menu',
        data: {
          root: { props: { title: 'Menu' } },
          content: [
            heading('menu-title', 'Menu', 'h1'),
            text(
              'menu-intro',
              '<p>The menu changes with the season; this is this week’s. Tell us about any allergy and we will find something for you.</p>',
            ),
            spacer('menu-space', 21),
            ...course('menu-breakfast', 'Breakfast, until 11:30', [
              ['Almond croissant', 'baked this morning, with apricot jam', '€4.50'],
              ['Shakshuka', 'two eggs in spiced tomato, yoghurt, sourdough', '€12'],
              ['Fig and ricotta toast', 'honey, thyme, toasted hazelnuts', '€9.50'],
            ]),
            ...course('menu-lunch', 'Lunch and dinner', [
              ['Grilled sardines', 'charred lemon, fennel and parsley salad', '€14'],
              ['Roast squash', 'brown butter, sage, whipped feta', '€13'],
              ['Market fish', 'today’s catch, white beans, salsa verde', '€24'],
              ['Slow lamb shoulder', 'for two, with flatbreads and pickles', '€48'],
            ]),
            ...course('menu-sweet', 'Something sweet', [
              ['Burnt honey tart', 'crème fraîche', '€7'],
              ['Fig leaf ice cream', 'one scoop or two', '€4 / €7'],
            ]),
            ...course('menu-drinks', 'To drink', [
              ['Espresso, flat white, filter', 'roasted by Harbour Coffee', '€2.80–€4'],
              ['Natural wine by the glass', 'ask what is open today', 'from €7'],
              ['House lemonade', 'lemon, mint and a little fig', '€4.50'],
            ]),
          ],
        },
      },
      {
        title: 'Visit',
        slug: 'visit',
        data: {
          root: { props: { title: 'Visit' } },
          content: [
            heading('visit-title', 'Visit us', 'h1'),
            imageBlock('visit-map', image('find-us-map.jpg')),
            button('visit-directions', 'Open in OpenStreetMap', DIRECTIONS, 'left', 'medium'),
            spacer('visit-space', 21),
            columns(
              'visit-columns',
              [
                heading('visit-address-title', 'Address', 'h2'),
                text(
                  'visit-address',
                  `<p>${ADDRESS}</p><p>Step-free entrance on Harbour Lane; the terrace is at the back.</p>`,
                ),
              ],
              [
                heading('visit-hours-title', 'Hours', 'h2'),
                text('visit-hours', `<p>${HOURS.split('\n').join('<br>')}</p>`),
              ],
            ),
          ],
        },
      },
      {
        title: 'Book a table',
        slug: 'book',
        data: {
          root: { props: { title: 'Book a table' } },
          content: [
            heading('book-title', 'Book a table', 'h1'),
            text(
              'book-intro',
              '<p>For groups of seven or more, or to book the whole room, call us on <a href="tel:+441632960123">01632 960 123</a>.</p>',
            ),
            bookingForm,
          ],
        },
      },
    ]);
    return {
      design: cafeDesign,
      profile: {
        description:
          'A neighbourhood café and wine bar by the harbour: breakfast, long lunches and dinners from the market.',
        language: 'en',
        timeZone: 'Europe/London',
        faviconMediaId: image('cafe-icon.png').id,
        social: [
          { network: 'instagram', url: 'https://instagram.com/almondandfig' },
          { network: 'facebook', url: 'https://facebook.com/almondandfig' },
        ],
        business: {
          name: 'Almond & Fig',
          address: ADDRESS,
          phone: '01632 960 123',
          email: 'table@almondandfig.example',
          hours: HOURS,
        },
      },
      headerFooter: {
        header: {
          layout: 'right',
          navigation: [
            { kind: 'page', pageId: pageId('menu') },
            { kind: 'page', pageId: pageId('visit') },
            { kind: 'page', pageId: pageId('book') },
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
                text: '<p>Fresh bread from 8:00. Dogs welcome on the terrace.</p>',
              },
            },
            { type: 'BusinessInfo', props: { id: 'footer-business', heading: 'Visit' } },
            {
              type: 'FooterLinks',
              props: {
                id: 'footer-links',
                heading: 'Book a table',
                links: [{ label: 'Call 01632 960 123', url: 'tel:+441632960123', newTab: false }],
              },
            },
            { type: 'SocialIcons', props: { id: 'footer-social', heading: 'Follow' } },
          ],
        },
      },
    };
  },
};
