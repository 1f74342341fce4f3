// Studio: the demo's interiors studio (seed/demo-*.ts) as a template, with its own design, header,
// footer and profile. Its pages, store and galleries are the demo's, seeded by the same functions.
import type { SiteDesign } from '@folio/core/site-design';
import { DEFAULT_COLOR_THEMES } from '@folio/core/site-design';
import { demoPages } from '../demo-content.ts';
import { seedDemoGalleries } from '../demo-galleries.ts';
import { seedDemoStore } from '../demo-store.ts';
import { createPages, type SiteTemplate, uploadImages } from './template.ts';
import { drawImages, siteIcon } from './template-images.ts';

export const studioDesign: SiteDesign = {
  activeColorThemeId: 'white',
  activeFontThemeId: 'studio',
  palette: {
    id: 'custom',
    colors: { lightest: '#fbf8f3', light: '#efe7dc', accent: '#9a4a2b', dark: '#4d4238', darkest: '#211c17' },
  },
  colorThemes: DEFAULT_COLOR_THEMES.map((theme) => ({ ...theme })),
  fontThemes: [
    {
      id: 'studio',
      name: 'Studio',
      heading: { family: 'fraunces', weight: 400, scale: 'large' },
      body: { family: 'work-sans', weight: 400, size: 17 },
    },
  ],
  fontUsageCategories: { headings: 'heading', paragraphs: 'body', buttons: 'body', navigation: 'body' },
  tokens: {
    buttonShape: 'pill',
    buttonStyle: 'solid',
    cornerRadius: 4,
    spacing: 'airy',
    pageWidth: 'regular',
  },
};

export const studioTemplate: SiteTemplate = {
  id: 'studio',
  name: 'Studio',
  summary: 'An interiors studio: projects, a small shop, galleries and a contact form.',
  title: 'Linden & Mill Interiors',
  async seed(ctx) {
    // The demo's pages, in the studio's own words where the demo names itself.
    await createPages(
      ctx,
      demoPages().map((page) => ({
        ...page,
        data: JSON.parse(
          JSON.stringify(page.data)
            .replaceAll(
              'Folio Demo is a small interiors studio',
              'Linden &amp; Mill is a small interiors studio',
            )
            .replaceAll('hello@demo.test', 'hello@lindenandmill.example'),
        ),
      })),
    );
    await seedDemoStore(ctx.db, ctx.websiteId);
    await seedDemoGalleries({ ...ctx });
    const icon = await drawImages(
      [
        {
          fileName: 'studio-icon.png',
          caption: '',
          alt: 'Linden & Mill',
          width: 512,
          height: 512,
          draw: siteIcon({ tile: '#9a4a2b', mark: '#fbf8f3' }, 'arch'),
        },
      ],
      11,
    );
    const image = await uploadImages(ctx, icon);
    const pages = await ctx.pages.list(ctx.websiteId);
    const idOf = (slug: string) => pages.find((p) => p.slug === slug)!.id;
    return {
      design: studioDesign,
      profile: {
        description:
          'A small interiors studio designing homes and workplaces around daylight, honest materials and the way people live in them.',
        language: 'en',
        timeZone: 'Europe/London',
        faviconMediaId: image('studio-icon.png').id,
        social: [
          { network: 'instagram', url: 'https://instagram.com/lindenandmill' },
          { network: 'pinterest', url: 'https://pinterest.com/lindenandmill' },
        ],
        business: {
          name: 'Linden & Mill Interiors',
          address: '12 Mill Yard, Riverside RS1 4AB',
          phone: '+44 1234 567 890',
          email: 'hello@lindenandmill.example',
          hours: 'Tuesday–Saturday 9:00–17:00',
        },
      },
      headerFooter: {
        header: {
          layout: 'right',
          navigation: [
            { kind: 'page', pageId: idOf('about') },
            { kind: 'page', pageId: idOf('gallery') },
            { kind: 'page', pageId: idOf('shop') },
            { kind: 'page', pageId: idOf('contact') },
          ],
          hiddenPageIds: [idOf('')],
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
                text: '<p>Quiet rooms, made with care. Visits by appointment.</p>',
              },
            },
            { type: 'BusinessInfo', props: { id: 'footer-business', heading: 'Visit' } },
            {
              type: 'FooterLinks',
              props: {
                id: 'footer-links',
                heading: 'Contact',
                links: [
                  { label: 'Email the studio', url: 'mailto:hello@lindenandmill.example', newTab: false },
                ],
              },
            },
            { type: 'SocialIcons', props: { id: 'footer-social', heading: 'Follow' } },
          ],
        },
      },
      extra: { memberAccounts: true },
    };
  },
};
