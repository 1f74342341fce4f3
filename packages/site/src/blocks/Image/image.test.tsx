import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, responsiveImage } from './Image.tsx';

const imgOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').querySelector('img')!;

describe('the Image block', () => {
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
});
