// The demo's Gallery page: every one of the eight designs (GAL-001), on three collections of
// images drawn at seed time (sample-images.ts), one slide a video.
import type { GalleryService } from '../modules/galleries/service.ts';
import type { MediaService } from '../modules/media/service.ts';
import type { PagesService } from '../modules/pages/service.ts';
import { gallery, heading, spacer, text } from './blocks.ts';
import { sampleImages } from './sample-images.ts';

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
const STUDIES = [
  'terracotta-arch.jpg',
  'sage-niche.jpg',
  'clay-and-lime.jpg',
  'indigo-hall.jpg',
  'olive-room.jpg',
  'rose-plaster.jpg',
];
/** The film's address: a YouTube video, shown by its poster until played. */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

function section(id: string, title: string, about: string) {
  return [
    spacer(`${id}-space`, 34),
    heading(`${id}-title`, title, 'h2'),
    text(`${id}-text`, `<p>${about}</p>`),
  ];
}

export async function seedDemoGalleries(input: {
  media: MediaService;
  galleries: GalleryService;
  pages: PagesService;
  websiteId: string;
}): Promise<void> {
  const { media, galleries, websiteId } = input;
  const images = await sampleImages();
  const ids = new Map<string, string>();
  const captions = new Map<string, string>();
  for (const image of images) {
    const uploaded = await media.upload(websiteId, image.fileName, image.data);
    await media.update(websiteId, uploaded.id, { alt: image.alt });
    ids.set(image.fileName, uploaded.id);
    captions.set(uploaded.id, image.caption);
  }
  const idsOf = (files: string[]) => files.map((f) => ids.get(f)!);

  async function collection(title: string, files: string[]) {
    const created = await galleries.createCollection(websiteId, title);
    const filled = await galleries.addImages(websiteId, created.id, idsOf(files));
    for (const item of filled.items) {
      const caption = item.mediaId ? captions.get(item.mediaId) : undefined;
      if (caption) await galleries.updateItem(websiteId, created.id, item.id, { caption });
    }
    return created.id;
  }

  const fieldNotes = await collection('Field notes', LANDSCAPES);
  await galleries.addVideo(websiteId, fieldNotes, {
    videoUrl: DEMO_VIDEO_URL,
    mediaId: ids.get('film-still.jpg') ?? null,
    caption: 'A walk up Hallin Ridge (film)',
  });
  const studies = await collection('Material studies', STUDIES);
  const archive = await collection('Studio archive', [
    ...LANDSCAPES.slice(0, 6),
    ...STUDIES,
    ...LANDSCAPES.slice(6),
  ]);

  const page = await input.pages.create({
    websiteId,
    title: 'Gallery',
    slug: 'gallery',
    data: {
      root: { props: { title: 'Gallery' } },
      content: [
        heading('gallery-title', 'Gallery', 'h1'),
        gallery('gallery-stacked', fieldNotes, {
          design: 'stacked',
          thumbnails: true,
          loop: true,
          autoplay: true,
          'autoplay-duration': 6,
          historyHash: true,
          lightbox: false,
          'meta-position': 'overlay',
        }),
        text(
          'gallery-intro',
          '<p>Field notes from the hills we walk between projects, and the colour studies that come out of them. Each section below shows the same kind of collection in another of the eight gallery designs.</p>',
        ),
        ...section(
          'grid',
          'Grid',
          'A fixed number of columns with even gaps. Click an image to see it large.',
        ),
        gallery('gallery-grid', studies, { design: 'grid', slidesPerRow: 3, imageAspectRatio: 0.8 }),
        ...section('carousel', 'Carousel', 'Three at a time; the arrows page through the rest.'),
        gallery('gallery-carousel', fieldNotes, {
          design: 'carousel',
          imageAspectRatio: 1.5,
          'meta-position': 'none',
        }),
        ...section('strip', 'Strip', 'One row at each picture’s own shape, the current one in the middle.'),
        gallery('gallery-strip', fieldNotes, { design: 'strip', lightboxTheme: 'light' }),
        ...section(
          'autogrid',
          'Auto grid',
          'As many square tiles as fit, each about 250 pixels wide, edge to edge.',
        ),
        gallery('gallery-autogrid', archive, {
          design: 'autogrid',
          imageAspectRatio: 1,
          'meta-position': 'none',
        }),
        ...section('autocolumns', 'Masonry', 'Columns of pictures at their own proportions.'),
        gallery('gallery-autocolumns', archive, {
          design: 'autocolumns',
          gutter: 12,
          'meta-position': 'none',
        }),
        ...section('autorows', 'Justified rows', 'Rows of one height, each filled to the edges.'),
        gallery('gallery-autorows', archive, { design: 'autorows' }),
        ...section('list', 'List', 'One picture at a time with its caption beside it.'),
        gallery('gallery-list', studies, { design: 'list', listImageSize: 55 }),
      ],
    },
  });
  await input.pages.publish({ websiteId, id: page.id, accountId: null });
  // In the navigation after About: Home, About, Gallery, Shop, Contact.
  const order = (await input.pages.list(websiteId)).map((p) => p.id).filter((id) => id !== page.id);
  const about = (await input.pages.list(websiteId)).findIndex((p) => p.slug === 'about');
  order.splice(about + 1, 0, page.id);
  await input.pages.reorder(websiteId, order);
}
