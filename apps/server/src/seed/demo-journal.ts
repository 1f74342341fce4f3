// The demo's Journal (issue 17): a blog of a few published posts with featured images from the
// demo's drawn sample images, tags, a category and an author; one post scheduled for later.
import { WebsiteRole } from '@folio/core';
import { ItemVisibility } from '@folio/core/enums';
import type { CollectionsService } from '../modules/collections/service.ts';
import type { MediaService } from '../modules/media/service.ts';
import { heading, text } from './blocks.ts';

const DAY = 24 * 60 * 60_000;

const POSTS = [
  {
    title: 'Notes from a week of first light',
    image: 'first-light.jpg',
    daysAgo: 2,
    tags: ['field notes', 'landscape'],
    excerpt: 'Seven mornings on the ridge before sunrise, and what the fog taught me about waiting.',
    body: [
      '<p>I went up the ridge every morning for a week, an hour before the sun. Most days the valley was full of fog and there was nothing to photograph but the grey.</p>',
      '<p>On the fifth day the fog broke at the exact moment the light came over the hills. I had the camera ready because I had been ready, uselessly, four times before.</p>',
      '## What I carried',
      '<p>One body, one lens, a thermos and a notebook. Fewer choices meant more attention on the light, which is the only thing that changes quickly up there.</p>',
    ],
  },
  {
    title: 'Colour studies in terracotta and sage',
    image: 'terracotta-arch.jpg',
    daysAgo: 9,
    tags: ['studio', 'colour'],
    excerpt:
      'Two earth tones, one wall, and the afternoon we spent finding where one ends and the other begins.',
    body: [
      '<p>Terracotta and sage sit opposite each other on the wheel but live together in every old Mediterranean courtyard. We painted twelve swatches to find the pair that felt calm rather than loud.</p>',
      '<p>The winner was the quietest: a sage with a little grey in it, beside a terracotta that leans toward pink in the evening.</p>',
    ],
  },
  {
    title: 'Blue hour, explained',
    image: 'blue-hour.jpg',
    daysAgo: 17,
    tags: ['technique', 'landscape'],
    excerpt:
      'The twenty minutes after sunset when everything turns cool and soft — and how to make the most of them.',
    body: [
      '<p>Blue hour is not an hour. Depending on where you are and the time of year it lasts between fifteen and forty minutes, and the best of it is usually the middle third.</p>',
      '## Three habits',
      '<p>Arrive early, meter for the sky, and keep shooting after you think it is over: the last frames are often the deepest blue.</p>',
    ],
  },
  {
    title: 'Inside the indigo hall',
    image: 'indigo-hall.jpg',
    daysAgo: 30,
    tags: ['studio', 'interiors'],
    excerpt:
      'A long corridor painted the colour of ink, and why a dark room can feel bigger than a white one.',
    body: [
      '<p>Painting a narrow hall a deep indigo sounds like a mistake. In practice the walls recede, the edges soften, and the framed prints along it seem to float.</p>',
    ],
  },
];

function bodyOf(slug: string, paragraphs: string[]) {
  return {
    root: { props: {} },
    content: paragraphs.map((p, i) =>
      p.startsWith('## ') ? heading(`${slug}-h${i}`, p.slice(3), 'h2') : text(`${slug}-p${i}`, p),
    ),
  };
}

export async function seedDemoJournal(input: {
  collections: CollectionsService;
  media: MediaService;
  websiteId: string;
  ownerId: string;
}): Promise<void> {
  const { collections, websiteId } = input;
  const journal = await collections.create({
    websiteId,
    kind: 'blog',
    title: 'Journal',
    slug: 'journal',
    accountId: input.ownerId,
    // EDIT-008: the demo's own collection cannot be deleted (the action-not-allowed modal).
    isDemo: true,
  });
  const library = await input.media.list(websiteId);
  const mediaId = (fileName: string) => library.find((m) => m.fileName === fileName)?.id ?? null;
  const now = Date.now();
  for (const [index, post] of POSTS.entries()) {
    const slug = `post${index}`;
    await collections.createItem({
      websiteId,
      collectionId: journal.id,
      title: post.title,
      role: WebsiteRole.admin,
      accountId: input.ownerId,
      seed: {
        excerpt: post.excerpt,
        body: bodyOf(slug, post.body),
        tags: post.tags,
        featuredMediaId: mediaId(post.image),
        visibility: ItemVisibility.published,
        publishOn: new Date(now - post.daysAgo * DAY),
      },
    });
  }
}

const EVENTS = [
  {
    title: 'Open studio evening',
    image: 'clay-and-lime.jpg',
    inDays: 10,
    hours: [18, 21],
    location: '14 Harbour Lane, Port Ellen',
    excerpt: 'The studio opens its doors: new prints on the walls, tea, and the kiln running late.',
  },
  {
    title: 'Landscape printing workshop',
    image: 'ochre-valley.jpg',
    inDays: 24,
    hours: [10, 16],
    location: 'Village Hall, Port Ellen',
    excerpt: 'A day of printing landscapes on paper, from choosing the frame to the final proof.',
  },
  {
    title: 'Winter market stall',
    image: 'winter-quiet.jpg',
    inDays: -20,
    hours: [9, 15],
    location: 'Market Square',
    excerpt: 'Cards, small prints and the stoneware vases at the winter market.',
  },
];

/** The demo's Events page (issue 17): two upcoming events and a past one. */
export async function seedDemoEvents(input: {
  collections: CollectionsService;
  media: MediaService;
  websiteId: string;
  ownerId: string;
}): Promise<void> {
  const { collections, websiteId } = input;
  const events = await collections.create({
    websiteId,
    kind: 'events',
    title: 'Events',
    slug: 'events',
    accountId: input.ownerId,
  });
  const library = await input.media.list(websiteId);
  const mediaId = (fileName: string) => library.find((m) => m.fileName === fileName)?.id ?? null;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  for (const [index, event] of EVENTS.entries()) {
    const day = today.getTime() + event.inDays * DAY;
    await collections.createItem({
      websiteId,
      collectionId: events.id,
      title: event.title,
      role: WebsiteRole.admin,
      accountId: input.ownerId,
      seed: {
        excerpt: event.excerpt,
        body: bodyOf(`event${index}`, [`<p>${event.excerpt}</p>`]),
        featuredMediaId: mediaId(event.image),
        visibility: ItemVisibility.published,
        publishOn: new Date(Date.now() - 30 * DAY),
        details: {
          startsAt: new Date(day + event.hours[0]! * 3_600_000).toISOString(),
          endsAt: new Date(day + event.hours[1]! * 3_600_000).toISOString(),
          isAllDay: false,
          location: event.location,
        },
      },
    });
  }
}
