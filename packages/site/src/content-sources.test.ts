import { describe, expect, it } from 'vitest';
import { pageContentSources } from './content-sources.ts';

describe('the outside origins a page loads from', () => {
  it('issue 14 item 4: video players and outside images of blocks and gallery slides, nothing of the site itself', () => {
    const data = {
      root: { props: {} },
      content: [
        {
          type: 'Video',
          props: {
            id: 'v1',
            embed: 'https://vimeo.com/123456',
            featuredImage: 'https://img.example/cover.jpg',
          },
        },
        { type: 'Image', props: { id: 'i1', src: '/s/0123456789abcdef01234567/a.jpg' } },
        {
          type: 'Columns',
          props: {
            id: 'c1',
            left: [{ type: 'Image', props: { id: 'i2', src: 'https://cdn.example/b.png' } }],
          },
        },
        { type: 'Gallery', props: { id: 'g1', collectionId: 'col' } },
        { type: 'Video', props: { id: 'v2', embed: 'not a video' } },
      ],
    };
    const galleries = {
      col: {
        items: [
          { type: 'video', videoUrl: '<iframe src="https://players.example/embed/1"></iframe>', src: '' },
          { type: 'image', videoUrl: '', src: '/s/0123456789abcdef01234567/c.jpg' },
        ],
      },
    };
    expect(pageContentSources(data as never, galleries as never)).toEqual({
      frameOrigins: ['https://player.vimeo.com', 'https://players.example'],
      imageOrigins: ['https://cdn.example', 'https://img.example'],
    });
  });
});
