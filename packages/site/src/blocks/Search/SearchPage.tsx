// PAGE-003: the site's `/search` page — the box, the results with their highlighted words, pages
// with real `?page=` addresses, and a "no results" page that suggests where to look instead.
// Every word from the data is a React text node: the highlight marks are split out (snippetParts)
// and become <mark> elements, so nothing from the index is ever written as HTML.
import { type SearchResultsView, snippetParts } from '@folio/core/site-search';
import styles from './Search.module.css';
import { SearchBox } from './Search.tsx';

const KIND_LABELS = { page: 'Page', product: 'Product', slide: 'Image', item: 'Post' } as const;

function pageHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

function Snippet({ snippet }: { snippet: string }) {
  return (
    <p className={styles.snippet}>
      {snippetParts(snippet).map((part, index) =>
        part.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move.
          <mark key={index} className={styles.match}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function Pager({ view }: { view: SearchResultsView }) {
  if (view.pageCount <= 1) return null;
  const pages = Array.from({ length: view.pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === view.pageCount || Math.abs(n - view.page) <= 2,
  );
  return (
    <nav className={styles.pager} aria-label="Search result pages">
      {view.page > 1 ? (
        <a className={styles.pageLink} href={pageHref(view.query, view.page - 1)} rel="prev">
          Previous
        </a>
      ) : null}
      <ol className={styles.pageList}>
        {pages.map((n, i) => (
          <li key={n}>
            {i > 0 && n - pages[i - 1]! > 1 ? <span className={styles.gap}>…</span> : null}
            {n === view.page ? (
              <span className={styles.current} aria-current="page">
                {n}
              </span>
            ) : (
              <a className={styles.pageLink} href={pageHref(view.query, n)} aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ol>
      {view.page < view.pageCount ? (
        <a className={styles.pageLink} href={pageHref(view.query, view.page + 1)} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}

export function SearchPage({ view }: { view: SearchResultsView }) {
  const first = (view.page - 1) * 10 + 1;
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>Search</h1>
      <SearchBox
        placeholder="Search this site"
        buttonText="Search"
        value={view.query}
        isAutoFocus={!view.query}
      />
      {view.isBusy ? (
        <p className={styles.status} role="status">
          Search is busy just now. Please try again in a few minutes.
        </p>
      ) : view.query === '' ? null : view.total === 0 ? (
        <div className={styles.empty}>
          <p className={styles.status} role="status">
            No results for “{view.query}”.
          </p>
          <p className={styles.hint}>
            Check the spelling, use fewer or more general words
            {view.suggestions.length > 0 ? ', or try one of these pages:' : '.'}
          </p>
          {view.suggestions.length > 0 ? (
            <ul className={styles.suggestions}>
              {view.suggestions.map((s) => (
                <li key={s.url}>
                  <a href={s.url}>{s.title}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <>
          <p className={styles.status} role="status">
            {view.results.length === 0
              ? `No more results for “${view.query}”.`
              : `${view.total}${view.isTotalCapped ? '+' : ''} ${view.total === 1 ? 'result' : 'results'} for “${view.query}”${
                  view.pageCount > 1 ? ` (${first}–${first + view.results.length - 1})` : ''
                }`}
          </p>
          <ol className={styles.results}>
            {view.results.map((result) => (
              <li key={`${result.kind}:${result.url}`} className={styles.result}>
                <span className={styles.kind}>{KIND_LABELS[result.kind]}</span>
                <h2 className={styles.title}>
                  <a href={result.url}>{result.title}</a>
                </h2>
                {result.snippet ? <Snippet snippet={result.snippet} /> : null}
              </li>
            ))}
          </ol>
          <Pager view={view} />
        </>
      )}
    </section>
  );
}
