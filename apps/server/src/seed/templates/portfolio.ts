// Portfolio: a landscape and interiors photographer. Galleries first: the home page opens on a
// slideshow, Work shows two collections, About and a booking form follow.
import { DEFAULT_COLOR_THEMES, type SiteDesign } from '@folio/core/site-design';
import { gallery, heading, spacer, text } from '../blocks.ts';
import { sampleImages } from '../sample-images.ts';
import {
  columns,
  createCollection,
  createPages,
  imageBlock,
  type SiteTemplate,
  uploadImages,
} from './template.ts';
import { drawImages, siteIcon } from './template-images.ts';

export const portfolioDesign: SiteDesign = {
  activeColorThemeId: 'white',
  activeFontThemeId: 'portfolio',
  palette: {
    id: 'custom',
    colors: { lightest: '#ffffff', light: '#f0f0ee', accent: '#3b5b7a', dark: '#3a3a38', darkest: '#141414' },
  },
  colorThemes: DEFAULT_COLOR_THEMES.map((theme) => ({ ...theme })),
  fontThemes: [
    {
      id: 'portfolio',
      name: 'Gallery',
      heading: { family: 'manrope', weight: 500, scale: 'medium' },
      body: { family: 'manrope', weight: 400, size: 16 },
    },
  ],
  fontUsageCategories: { headings: 'heading', paragraphs: 'body', buttons: 'body', navigation: 'body' },
  tokens: {
    buttonShape: 'square',
    buttonStyle: 'outline',
    cornerRadius: 0,
    spacing: 'regular',
    pageWidth: 'wide',
  },
};

const LANDSCAPES = [
  'first-light.jpg',
  'blue-hour.jpg',
  'ochre-valley.jpg',
  'pine-fog.jpg',
  'desert-dusk.jpg',
  'north-shore.jpg',
  'high-meadow.jpg',
  'ember-sky.jpg',
  'moonrise.jpg',
  'winter-quiet.jpg',
];
const INTERIORS = [
  'terracotta-arch.jpg',
  'sage-niche.jpg',
  'clay-and-lime.jpg',
  'indigo-hall.jpg',
  'olive-room.jpg',
  'rose-plaster.jpg',
];

const bookingForm = (id: string) => ({
  type: 'Form',
  props: {
    id,
    title: 'Tell me about your project',
    fields: [
      { id: 'b0b0a1000000000000000001', type: 'name', title: 'Name', required: true },
      { id: 'b0b0a1000000000000000002', type: 'email', title: 'Email', required: true },
      {
        id: 'b0b0a1000000000000000003',
        type: 'select',
        title: 'Kind of work',
        required: true,
        placeholder: 'Choose one',
        options: 'Editorial\nCommercial\nInteriors and architecture\nA print',
      },
      {
        id: 'b0b0a1000000000000000004',
        type: 'date',
        title: 'Preferred date',
        required: false,
        description: 'Leave it empty if you are flexible.',
      },
      {
        id: 'b0b0a1000000000000000005',
        type: 'textarea',
        title: 'About the project',
        required: true,
        maxLength: 800,
      },
    ],
    submitButtonText: 'Send enquiry',
    successMessage: 'Thank you. I reply to every enquiry within two working days.',
    successRedirectUrl: '',
    notificationEmails: 'owner@demo.test',
    captcha: false,
    disableValidation: false,
  },
});

export const portfolioTemplate: SiteTemplate = {
  id: 'portfolio',
  name: 'Portfolio',
  summary: 'A photographer’s portfolio: galleries first, an about page and a booking form.',
  title: 'Mara Lind Photography',
  async seed(ctx) {
    const icon = await drawImages(
      [
        {
          fileName: 'portfolio-icon.png',
          caption: '',
          alt: 'Mara Lind Photography',
          width: 512,
          height: 512,
          draw: siteIcon({ tile: '#141414', mark: '#ffffff' }, 'lens'),
        },
      ],
      21,
    );
    const image = await uploadImages(ctx, [...(await sampleImages()), ...icon]);
    const pictures = (files: string[]) => files.map((f) => image(f));
    const selected = await createCollection(
      ctx,
      'Selected work',
      pictures(['blue-hour.jpg', 'first-light.jpg', 'ember-sky.jpg', 'moonrise.jpg', 'high-meadow.jpg']),
    );
    const landscapes = await createCollection(ctx, 'Landscapes', pictures(LANDSCAPES));
    const interiors = await createCollection(ctx, 'Interiors', pictures(INTERIORS));

    const pageId = await createPages(ctx, [
      {
        title: 'Home',
        slug: '',
        data: {
          root: { props: { title: 'Home' } },
          content: [
            gallery('home-slideshow', selected, {
              design: 'stacked',
              loop: true,
              autoplay: true,
              'autoplay-duration': 6,
              lightbox: false,
              'meta-position': 'overlay',
            }),
            spacer('home-space-1', 34),
            heading('home-title', 'Light, land and the rooms we live in', 'h1'),
            text(
              'home-intro',
              '<p>I am Mara Lind, a photographer working between the northern hills and the city. I make landscapes for editorial and print, and photograph interiors for architects and designers.</p>',
            ),
            spacer('home-space-2', 21),
            heading('home-recent-title', 'Recent landscapes', 'h2'),
            gallery('home-recent', landscapes, {
              design: 'autorows',
              'meta-position': 'none',
            }),
            spacer('home-space-3', 21),
            {
              type: 'Button',
              props: {
                id: 'home-cta',
                buttonText: 'See all work',
                clickthroughUrl: '/work',
                alignment: 'left',
                size: 'medium',
                newWindow: false,
              },
            },
          ],
        },
      },
      {
        title: 'Work',
        slug: 'work',
        data: {
          root: { props: { title: 'Work' } },
          content: [
            heading('work-title', 'Work', 'h1'),
            text(
              'work-intro',
              '<p>Two bodies of work: the hills I walk every season, and interiors made for the people who designed them. Click any picture to see it large.</p>',
            ),
            spacer('work-space-1', 21),
            heading('work-landscapes-title', 'Landscapes', 'h2'),
            gallery('work-landscapes', landscapes, {
              design: 'autocolumns',
              gutter: 12,
              'meta-position': 'none',
            }),
            spacer('work-space-2', 34),
            heading('work-interiors-title', 'Interiors', 'h2'),
            gallery('work-interiors', interiors, {
              design: 'grid',
              slidesPerRow: 3,
              imageAspectRatio: 0.8,
            }),
          ],
        },
      },
      {
        title: 'About',
        slug: 'about',
        data: {
          root: { props: { title: 'About' } },
          content: [
            heading('about-title', 'About', 'h1'),
            columns(
              'about-columns',
              [imageBlock('about-portrait', image('pine-fog.jpg'))],
              [
                text(
                  'about-bio',
                  '<p>I grew up on a farm at the edge of Hallin Ridge and started photographing it with my grandfather’s camera. Fifteen years later I still go back every season.</p><p>My work has appeared in <em>Kinfolk</em>, <em>Openhouse</em> and <em>The Guardian Weekend</em>, and in two solo exhibitions. I print every edition myself, on cotton rag, in runs of twenty-five.</p>',
                ),
                heading('about-clients-title', 'Selected clients', 'h2'),
                text(
                  'about-clients',
                  '<ul><li>Studio Arkwright, architects</li><li>Northern Rail Heritage</li><li>Field &amp; Kiln ceramics</li><li>Hallin Walking Festival</li></ul>',
                ),
              ],
              '1:1',
            ),
          ],
        },
      },
      {
        title: 'Contact',
        slug: 'contact',
        data: {
          root: { props: { title: 'Contact' } },
          content: [
            heading('contact-title', 'Book a shoot', 'h1'),
            text(
              'contact-intro',
              '<p>Commissions, print sales and licensing: a few lines about what you have in mind are enough to start.</p>',
            ),
            bookingForm('contact-form'),
          ],
        },
      },
    ]);

    return {
      design: portfolioDesign,
      profile: {
        description:
          'Mara Lind photographs landscapes for editorial and print, and interiors for architects and designers.',
        language: 'en',
        timeZone: 'Europe/Oslo',
        faviconMediaId: image('portfolio-icon.png').id,
        social: [
          { network: 'instagram', url: 'https://instagram.com/maralind' },
          { network: 'pinterest', url: 'https://pinterest.com/maralind' },
        ],
        business: {
          name: 'Mara Lind Photography',
          address: '',
          phone: '',
          email: 'studio@maralind.example',
          hours: '',
        },
      },
      headerFooter: {
        header: {
          layout: 'right',
          navigation: [
            { kind: 'page', pageId: pageId('work') },
            { kind: 'page', pageId: pageId('about') },
            { kind: 'page', pageId: pageId('contact') },
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
                text: '<p>All photographs © Mara Lind. Prints and licensing on request.</p>',
              },
            },
            {
              type: 'FooterLinks',
              props: {
                id: 'footer-links',
                heading: 'Commissions',
                links: [
                  { label: 'studio@maralind.example', url: 'mailto:studio@maralind.example', newTab: false },
                ],
              },
            },
            { type: 'SocialIcons', props: { id: 'footer-social', heading: 'Follow' } },
          ],
        },
      },
    };
  },
};
