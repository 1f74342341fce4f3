// The demo template's pages: a small interiors studio, using every block of the foundation.
import { button, contactForm, heading, image, newsletter, spacer, text } from './blocks.ts';
import type { TemplatePage } from './templates.ts';

export function demoPages(): TemplatePage[] {
  return [
    {
      title: 'Home',
      slug: '',
      data: {
        root: { props: { title: 'Home' } },
        content: [
          heading('home-title', 'Quiet rooms, made with care', 'h1'),
          text(
            'home-intro',
            '<p>Folio Demo is a small interiors studio. We design homes and workplaces around daylight, honest materials and the way people really live in them.</p>',
          ),
          button('home-cta', 'Meet the studio', '/about'),
          spacer('home-space-1', 34),
          image(
            'home-image',
            'studio-light.svg',
            'A sunlit living room with a green sofa and a terracotta pot',
            'The Linden Street flat, 2025',
          ),
          spacer('home-space-2', 34),
          {
            type: 'Columns',
            props: {
              id: 'home-columns',
              ratio: '1:1',
              left: [
                heading('home-col-1-title', 'Residential', 'h2'),
                text(
                  'home-col-1-text',
                  '<p>From a single room to a whole house: layouts, joinery, lighting and the small details that make a place feel settled.</p>',
                ),
              ],
              right: [
                heading('home-col-2-title', 'Workplaces', 'h2'),
                text(
                  'home-col-2-text',
                  '<p>Studios, shops and offices that are calm to work in, with furniture and finishes chosen to wear well for years.</p>',
                ),
              ],
            },
          },
          spacer('home-space-3', 34),
          heading('home-faq-title', 'Questions we are often asked', 'h2'),
          {
            type: 'Accordion',
            props: {
              id: 'home-faq',
              isMultipleOpen: false,
              isFirstItemExpanded: false,
              items: [
                {
                  title: 'How does a project begin?',
                  body: 'With a visit. We walk through the space with you, listen to how you use it, and send a short proposal within a week.',
                },
                {
                  title: 'Do you work outside the city?',
                  body: 'Yes. About a third of our projects are further afield; we plan site visits around the key stages.',
                },
                {
                  title: 'What does it cost?',
                  body: 'Design fees are fixed for each stage, so you always know where you stand before work begins.',
                },
              ],
            },
          },
          spacer('home-space-4', 34),
          newsletter('home-newsletter'),
        ],
      },
    },
    {
      title: 'About',
      slug: 'about',
      data: {
        root: { props: { title: 'About' } },
        content: [
          heading('about-title', 'A studio of four, since 2014', 'h1'),
          text(
            'about-intro',
            '<p>We are designers and makers. Every project is led by one of the founders from the first sketch to the last cupboard handle, and we keep the number of projects small so that each gets our full attention.</p><p>Our work has been featured in <em>Dwell</em> and <em>Kinfolk</em>, but we are proudest of the clients who come back a second time.</p>',
          ),
          spacer('about-space-1', 21),
          {
            type: 'Columns',
            props: {
              id: 'about-columns',
              ratio: '1:1',
              left: [
                image(
                  'about-image-1',
                  'material-study.svg',
                  'Samples of clay, oak and linen arranged on a dark table',
                ),
              ],
              right: [
                image('about-image-2', 'workshop.svg', 'The studio workbench with tools and ceramic vessels'),
              ],
            },
          },
          spacer('about-space-2', 21),
          heading('about-values-title', 'How we work', 'h2'),
          text(
            'about-values',
            '<ul><li><strong>Light first.</strong> We plan every room around where the sun falls.</li><li><strong>Fewer, better things.</strong> Materials that age well and can be repaired.</li><li><strong>Local makers.</strong> Joinery, ceramics and textiles from workshops within a day’s drive.</li></ul>',
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
            '<p>A few things we make and use in the studio, and an hour of our time when you want a second pair of eyes.</p>',
          ),
          { type: 'ProductList', props: { id: 'shop-products', heading: '', columns: 3 } },
        ],
      },
    },
    {
      title: 'Contact',
      slug: 'contact',
      data: {
        root: { props: { title: 'Contact' } },
        content: [
          heading('contact-title', 'Start a conversation', 'h1'),
          text(
            'contact-intro',
            '<p>Tell us a little about your space and what you would like to change. We reply to every message within two working days.</p>',
          ),
          {
            type: 'Columns',
            props: {
              id: 'contact-columns',
              ratio: '1:1',
              left: [
                heading('contact-studio-title', 'Studio', 'h2'),
                text(
                  'contact-studio',
                  '<p>12 Mill Yard<br>Riverside, RS1 4AB</p><p>Tuesday to Saturday, 9:00–17:00</p>',
                ),
              ],
              right: [
                heading('contact-reach-title', 'Reach us', 'h2'),
                text(
                  'contact-reach',
                  '<p><a href="mailto:hello@demo.test">hello@demo.test</a><br><a href="tel:+441234567890">+44 1234 567 890</a></p>',
                ),
              ],
            },
          },
          spacer('contact-space', 21),
          contactForm('contact-form'),
        ],
      },
    },
  ];
}
