// Issue 20 part 3 (decision 069): the demo's donation campaign, "Support the studio" at /support,
// a page of its own left out of the navigation (the other demo pages are as they were).
import type { PagesService } from '../modules/pages/service.ts';
import { heading, text } from './blocks.ts';

export const DEMO_DONATION_SLUG = 'support';

export async function seedDemoDonationPage(input: { pages: PagesService; websiteId: string }): Promise<void> {
  const page = await input.pages.create({
    websiteId: input.websiteId,
    title: 'Support the studio',
    slug: DEMO_DONATION_SLUG,
    data: {
      root: { props: { title: 'Support the studio' } },
      content: [
        heading('support-title', 'Support the studio', 'h1'),
        text(
          'support-intro',
          '<p>Each spring we open the studio to two students for a season of drawing, making and building. Gifts pay for their materials and travel.</p>',
        ),
        {
          type: 'Donation',
          props: {
            id: 'support-donation',
            campaignName: 'Spring residency fund',
            description: 'Choose an amount, or give monthly to keep the residency going year after year.',
            suggestedAmounts: [{ amount: 10 }, { amount: 25 }, { amount: 50 }, { amount: 100 }],
            allowRecurring: true,
            askForNote: true,
            buttonText: 'Donate',
          },
        },
      ],
    },
  });
  await input.pages.publish({ websiteId: input.websiteId, id: page.id, accountId: null });
  await input.pages.update({ websiteId: input.websiteId, id: page.id, showInNavigation: false });
}
