import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, Image, imageSrcSet, responsiveImage } from './Image.tsx';

const imgOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').querySelector('img')!;

describe('Image block', () => {
  it('issue 14 item 17: sizes only beside a srcset (an SVG has neither), so the markup is valid HTML', () => {
    const svg = imgOf(renderToString(<Image src="/s/demo/studio.svg" alt="Studio" caption="" />));
    expect(svg.getAttribute('src')).toBe('/s/demo/studio.svg');
    expect(svg.hasAttribute('srcset')).toBe(false);
    expect(svg.hasAttribute('sizes')).toBe(false);
    const photo = imgOf(renderToString(<Image src="/s/m1/photo.jpg" alt="Photo" caption="" />));
    expect(photo.getAttribute('srcset')).toContain('/s/m1/photo.jpg?format=750w 750w');
    expect(photo.getAttribute('sizes')).toBe('(max-width: 800px) 100vw, 1120px');
  });

  it('issue 14 item 17: responsiveImage gives sizes with a srcset and neither for SVG or data: images', () => {
    expect(responsiveImage('/s/a/b.svg', '100vw')).toEqual({ src: '/s/a/b.svg' });
    expect(responsiveImage('data:image/png;base64,AA', '100vw')).toEqual({ src: 'data:image/png;base64,AA' });
    expect(responsiveImage('/s/a/b.png', '50vw')).toMatchObject({ src: '/s/a/b.png', sizes: '50vw' });
  });

  it('offers the spec widths 2500…100 as a srcset of ?format=<w>w addresses', () => {
    expect(IMAGE_WIDTHS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
    expect(imageSrcSet('/s/photo.jpg')).toBe(
      '/s/photo.jpg?format=2500w 2500w, /s/photo.jpg?format=1500w 1500w, /s/photo.jpg?format=1000w 1000w, ' +
        '/s/photo.jpg?format=750w 750w, /s/photo.jpg?format=500w 500w, /s/photo.jpg?format=300w 300w, ' +
        '/s/photo.jpg?format=100w 100w',
    );
    expect(imageSrcSet('/s/photo.jpg?v=2')).toContain('/s/photo.jpg?v=2&format=500w 500w');
  });

  it('loads lazily and decodes off the main thread, with sizes, alt and caption', () => {
    const html = renderToStaticMarkup(<Image src="/s/photo.jpg" alt="A studio" caption="Morning light" />);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('sizes="(max-width: 800px) 100vw, 1120px"');
    expect(html).toContain('alt="A studio"');
    expect(html).toContain('<figcaption');
    expect(html).toContain('Morning light');
  });

  it('gives vector images no srcset', () => {
    const html = renderToStaticMarkup(<Image src="/s/logo.svg" alt="" caption="" />);
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('srcset');
  });

  it('renders nothing for an empty image on the site, a placeholder in the editor', () => {
    expect(renderToStaticMarkup(<Image src="" alt="" caption="" />)).toBe('');
    expect(renderToStaticMarkup(<Image src="" alt="" caption="" puck={{ isEditing: true }} />)).toContain(
      'Choose an image',
    );
  });
});
