import { HIGHLIGHT_START, HIGHLIGHT_STOP, snippetParts } from '@folio/core/site-search';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Search } from './Search.tsx';
import { SearchPage } from './SearchPage.tsx';

const view = {
  query: 'oak <b>',
  results: [
    {
      kind: 'page' as const,
      url: '/about',
      title: '<img src=x onerror=alert(1)>',
      snippet: `An ${HIGHLIGHT_START}oak${HIGHLIGHT_STOP} table & <script>alert(2)</script>`,
    },
  ],
  total: 23,
  page: 2,
  pageCount: 3,
  suggestions: [],
};

describe('issue 17: the Search block and the search page', () => {
  it('PAGE-003 the Search block is a labelled GET form to /search, working without JavaScript', () => {
    const html = renderToStaticMarkup(<Search placeholder="Find a room" buttonText="Go" />);
    expect(html).toMatch(
      /<form[^>]*action="\/search"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/search"/,
    );
    expect(html).toContain('name="q"');
    expect(html).toMatch(/<label[^>]*>Find a room<\/label>/);
    expect(html).toContain('>Go</button>');
  });

  it('PAGE-003 matches become <mark> elements and every other character is escaped text', () => {
    expect(snippetParts(`a ${HIGHLIGHT_START}b${HIGHLIGHT_STOP} c`)).toEqual([
      { text: 'a ', isMatch: false },
      { text: 'b', isMatch: true },
      { text: ' c', isMatch: false },
    ]);
    const html = renderToStaticMarkup(<SearchPage view={view} />).replace(/<!-- -->/g, '');
    expect(html).toMatch(
      /<mark class="[^"]*">oak<\/mark> table &amp; &lt;script&gt;alert\(2\)&lt;\/script&gt;/,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('23 results for “oak &lt;b&gt;” (11–11)');
  });

  it('PAGE-003 paging links are real addresses with the query encoded', () => {
    const html = renderToStaticMarkup(<SearchPage view={view} />);
    expect(html).toContain('href="/search?q=oak+%3Cb%3E" rel="prev"');
    expect(html).toContain('href="/search?q=oak+%3Cb%3E&amp;page=3" rel="next"');
    expect(html).toContain('aria-current="page">2</span>');
  });
});
