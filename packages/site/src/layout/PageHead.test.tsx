import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ICONS, jsonForScript, PageHeadTags } from './PageHead.tsx';

describe('the page head (issue 16 part 5)', () => {
  it('issue 16: JSON-LD is escaped inside its script: a value cannot close the element, and it parses back whole', () => {
    const value = { name: '</script><script>alert(1)</script> & <!--', price: '12.00' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('issue 16: a hidden page says noindex; a shared image makes a large Twitter card; no image, a summary card', () => {
    const head = {
      description: 'About us',
      canonicalUrl: 'https://a.example/about',
      noindex: true,
      siteName: 'A',
      ogType: 'website' as const,
      image: { url: 'https://a.example/s/x/1500w/a.jpg', width: 1500, height: 1000 },
      icons: DEFAULT_ICONS,
      jsonLd: [],
    };
    const html = renderToStaticMarkup(<PageHeadTags head={head} title="About — A" />);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="canonical" href="https://a.example/about"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="og:image:width" content="1500"/>');
    const plain = renderToStaticMarkup(
      <PageHeadTags head={{ ...head, noindex: false, image: null }} title="t" />,
    );
    expect(plain).not.toContain('robots');
    expect(plain).toContain('<meta name="twitter:card" content="summary"/>');
  });
});
