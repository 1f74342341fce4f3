// @vitest-environment node
import { Render } from '@puckeditor/core/rsc';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizePageData } from './page-data.ts';
import { serverConfig } from './puck-config.tsx';
import { RenderBlocks } from './render-blocks.tsx';
import { aBlock, somePageData } from './testing/page-factories.ts';

const everyBlock = somePageData([
  aBlock('Heading', { text: 'Title', level: 'h1', align: 'center' }),
  aBlock('Text', { content: '<p>Some <strong>rich</strong> text with <a href="/about">a link</a>.</p>' }),
  aBlock('Image', { src: '/s/demo/photo.jpg', alt: 'A photo', caption: 'Caption' }),
  aBlock('Button', {
    buttonText: 'Go',
    clickthroughUrl: 'https://example.com',
    alignment: 'right',
    size: 'large',
    newWindow: true,
  }),
  aBlock('Spacer', { height: 21 }),
  aBlock('Columns', {
    ratio: '2:1',
    left: [aBlock('Heading', { text: 'Left', level: 'h3', align: 'left' })],
    right: [
      aBlock('Text', { content: '<p>Right</p>' }),
      aBlock('Columns', { ratio: '1:1', left: [], right: [aBlock('Spacer', { height: 8 })] }),
    ],
  }),
  aBlock('Accordion', {
    items: [
      { title: 'One', body: 'First' },
      { title: 'Two', body: 'Second' },
    ],
    isMultipleOpen: true,
    isFirstItemExpanded: true,
  }),
]);

describe('RenderBlocks', () => {
  it('renders the same HTML as Puck’s <Render> for every block, nested slots included', () => {
    const data = sanitizePageData(everyBlock);
    const ours = renderToString(<RenderBlocks config={serverConfig} data={data} />);
    const pucks = renderToString(<Render config={serverConfig} data={data} />);
    expect(ours).toBe(pucks);
    expect(ours).toContain('Right');
    expect(ours).toContain('data-island="Accordion"');
  });

  it('skips blocks whose type the config does not know, as Puck does', () => {
    const data = { root: { props: {} }, content: [{ type: 'Gone', props: { id: 'x' } }] };
    expect(renderToString(<RenderBlocks config={serverConfig} data={data} />)).toBe(
      renderToString(<Render config={serverConfig} data={data} />),
    );
  });
});
