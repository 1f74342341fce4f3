// The demo home's "From the journal" (issue 17 part 2): a Summary block of the Journal's three
// latest posts in a grid, placed before the newsletter sign-up once the Journal exists.
import { SUMMARY_DEFAULTS } from '@folio/core/summary-block';
import type { CollectionsService } from '../modules/collections/service.ts';
import type { PagesService } from '../modules/pages/service.ts';

export const HOME_SUMMARY_ID = 'home-journal';

export async function seedDemoHomeSummary(input: {
  collections: CollectionsService;
  pages: PagesService;
  websiteId: string;
  ownerId: string;
}): Promise<void> {
  const journal = (await input.collections.list(input.websiteId)).find((c) => c.kind === 'blog');
  const home = (await input.pages.list(input.websiteId)).find((p) => p.slug === '');
  if (!journal || !home) return;
  const page = await input.pages.get(input.websiteId, home.id);
  const data = page.draft as { root: unknown; content: { type: string; props: { id?: string } }[] };
  const summary = {
    type: 'Summary',
    props: {
      id: HOME_SUMMARY_ID,
      ...SUMMARY_DEFAULTS,
      collectionId: journal.id,
      heading: 'From the journal',
      count: 3,
      layout: 'grid',
    },
  };
  const before = data.content.findIndex((block) => block.type === 'Newsletter');
  const content = [...data.content];
  content.splice(before < 0 ? content.length : before, 0, summary);
  await input.pages.publish({
    websiteId: input.websiteId,
    id: home.id,
    data: { ...data, content },
    accountId: input.ownerId,
    canWriteScript: true,
  });
}
