// Starting content for new sites: a blank site (one home page) or a copy of the demo template.
import type { PagesService } from '../modules/pages/service.ts';
import { heading } from './blocks.ts';
import { demoPages } from './demo-content.ts';

export type TemplateName = 'blank' | 'demo';

export interface TemplatePage {
  title: string;
  slug: string;
  data: unknown;
}

function blankPages(siteTitle: string): TemplatePage[] {
  return [
    {
      title: 'Home',
      slug: '',
      data: {
        root: { props: { title: 'Home' } },
        content: [heading('heading-welcome', siteTitle, 'h1')],
      },
    },
  ];
}

/** Creates the template's pages on a website and publishes them. */
export async function applyTemplate(input: {
  pages: PagesService;
  websiteId: string;
  siteTitle: string;
  template: TemplateName;
}): Promise<void> {
  const list = input.template === 'demo' ? demoPages() : blankPages(input.siteTitle);
  for (const page of list) {
    const created = await input.pages.create({
      websiteId: input.websiteId,
      title: page.title,
      slug: page.slug,
      data: page.data,
    });
    await input.pages.publish({ websiteId: input.websiteId, id: created.id, accountId: null });
  }
}
