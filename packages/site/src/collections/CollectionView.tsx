// A collection's page (its items as a list or a grid, with real ?page= addresses) and an item's
// page (title, date, author, featured image, tags; the body blocks follow), issue 17.
import type { ReactNode } from 'react';
import { responsiveImage } from '../blocks/Image/Image.tsx';
import styles from './Collection.module.css';
import { eventPlace, formatEventSpan, formatItemDate } from './dates.ts';
import type { CollectionItemView, CollectionRender } from './types.ts';

const CARD_SIZES = '(max-width: 700px) 100vw, (max-width: 1120px) 50vw, 560px';

const PRODUCT_SIZES = '(max-width: 700px) 100vw, 640px';

type ListFilter = { kind: 'category' | 'tag'; name: string } | null | undefined;

/** A list address: the filter (`?category=` or `?tag=`) kept, `?page=N` from the second page on. */
function pageHref(path: string, page: number, filter?: ListFilter): string {
  const params = new URLSearchParams();
  if (filter) params.set(filter.kind, filter.name);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The address of a collection's list narrowed to a category or a tag. */
function filterHref(path: string, kind: 'category' | 'tag', name: string): string {
  return pageHref(path, 1, { kind, name });
}

function CategoryLinks({ path, categories }: { path: string; categories: string[] }) {
  return (
    <p className={styles.kicker}>
      {categories.map((name, i) => (
        <span key={name}>
          {i > 0 ? ' · ' : ''}
          <a href={filterHref(path, 'category', name)}>{name}</a>
        </span>
      ))}
    </p>
  );
}

function Meta({
  item,
  language,
  timeZone,
  commentCounts = false,
}: {
  item: CollectionItemView;
  language: string;
  timeZone: string;
  /** Issue 19 (PAGE-037): the comment-count script fills in "N Comments" (Disqus's count.js). */
  commentCounts?: boolean;
}) {
  const date = formatItemDate(item.publishOn, language, timeZone);
  return (
    <p className={styles.meta}>
      {item.publishOn ? (
        // Decision 051: the runtime shows recent dates as "2 days ago"; the full date stays the title.
        <time dateTime={item.publishOn} title={date} data-relative="">
          {date}
        </time>
      ) : null}
      {item.authorName ? <span>{item.authorName}</span> : null}
      {item.isPrivate ? <span className={styles.private}>Private</span> : null}
      {commentCounts ? (
        <span className="disqus-comment-count" data-disqus-identifier={item.id} data-comment-count="">
          Comments
        </span>
      ) : null}
    </p>
  );
}

const CARD_CLASS = { list: 'row', grid: 'card', product: 'product' } as const;

function Card({
  item,
  layout,
  path,
  language,
  timeZone,
  isFirst,
  commentCounts,
}: {
  item: CollectionItemView;
  layout: 'list' | 'grid' | 'product';
  path: string;
  language: string;
  timeZone: string;
  isFirst: boolean;
  commentCounts?: boolean;
}) {
  const image = item.featuredImage;
  return (
    <article className={styles[CARD_CLASS[layout]]}>
      {image ? (
        <div className={layout === 'product' ? styles.productImage : styles.thumb}>
          <img
            {...responsiveImage(image.url, layout === 'product' ? PRODUCT_SIZES : CARD_SIZES)}
            width={image.width}
            height={image.height}
            alt=""
            {...(isFirst ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            decoding="async"
          />
        </div>
      ) : null}
      <div className={styles.cardText}>
        {item.categories.length > 0 ? <CategoryLinks path={path} categories={item.categories} /> : null}
        <h2 className={layout === 'product' ? styles.productTitle : styles.cardTitle}>
          <a href={item.url}>{item.title}</a>
        </h2>
        {item.details.startsAt ? (
          <p className={styles.meta}>
            <time dateTime={item.details.startsAt}>{formatEventSpan(item.details, language, timeZone)}</time>
            {eventPlace(item.details) ? <span>{eventPlace(item.details)}</span> : null}
          </p>
        ) : (
          <Meta item={item} language={language} timeZone={timeZone} commentCounts={commentCounts} />
        )}
        {item.excerpt ? <p className={styles.excerpt}>{item.excerpt}</p> : null}
        <a href={item.url} className={styles.more} aria-label={`Read more: ${item.title}`}>
          Read more
        </a>
      </div>
    </article>
  );
}

function Cards({
  list,
  items,
  empty,
}: {
  list: Extract<CollectionRender, { view: 'list' }>;
  items: CollectionItemView[];
  empty: string;
}) {
  if (items.length === 0) return empty ? <p className={styles.empty}>{empty}</p> : null;
  return (
    <div
      className={
        list.layout === 'grid' ? styles.grid : list.layout === 'product' ? styles.products : styles.list
      }
    >
      {items.map((item, index) => (
        <Card
          key={item.id}
          item={item}
          layout={list.layout}
          path={list.path}
          language={list.language}
          timeZone={list.timeZone}
          isFirst={index === 0}
          commentCounts={list.commentCounts}
        />
      ))}
    </div>
  );
}

export function CollectionList({ list }: { list: Extract<CollectionRender, { view: 'list' }> }) {
  return (
    <section className={styles.collection} aria-labelledby="collection-title">
      <header className={styles.head}>
        <h1 id="collection-title" className={styles.title}>
          {list.title}
        </h1>
        {list.feedUrl ? (
          <a className={styles.feed} href={list.feedUrl}>
            RSS feed
          </a>
        ) : null}
        {list.calendarUrl ? (
          <a className={styles.feed} href={list.calendarUrl}>
            Subscribe to the calendar
          </a>
        ) : null}
      </header>
      {list.filter ? (
        <p className={styles.filterNote}>
          {list.filter.kind === 'category' ? 'In the category ' : 'Tagged '}
          <strong>{list.filter.name}</strong>
          <a href={list.path}>Show all</a>
        </p>
      ) : null}
      {list.kind === 'events' ? (
        <>
          <h2 className={styles.sectionTitle}>Upcoming</h2>
          <Cards list={list} items={list.items} empty="No upcoming events. Come back soon." />
          {list.past && list.past.length > 0 ? (
            <>
              <h2 className={styles.sectionTitle}>Past</h2>
              <Cards list={list} items={list.past} empty="" />
            </>
          ) : null}
        </>
      ) : (
        <Cards
          list={list}
          items={list.items}
          empty={list.filter ? 'Nothing is filed here yet.' : 'Nothing here yet. Come back soon.'}
        />
      )}
      {list.pageCount > 1 ? (
        <nav className={styles.pager} aria-label="Pages">
          {list.page > 1 ? (
            <a href={pageHref(list.path, list.page - 1, list.filter)} rel="prev">
              ← Newer
            </a>
          ) : (
            <span />
          )}
          <span className={styles.pageOf}>{`Page ${list.page} of ${list.pageCount}`}</span>
          {list.page < list.pageCount ? (
            <a href={pageHref(list.path, list.page + 1, list.filter)} rel="next">
              Older →
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

export function CollectionItemPage({
  render,
  children,
}: {
  render: Extract<CollectionRender, { view: 'item' }>;
  children: ReactNode;
}) {
  const { item } = render;
  const image = item.featuredImage;
  return (
    <article className={styles.post}>
      <header className={styles.postHead}>
        <p className={styles.kicker}>
          <a href={render.path}>{render.collectionTitle}</a>
          {item.categories.map((name) => (
            <span key={name}>
              {' · '}
              <a href={filterHref(render.path, 'category', name)}>{name}</a>
            </span>
          ))}
        </p>
        <h1 className={styles.postTitle}>{item.title}</h1>
        {item.details.startsAt ? (
          <p className={styles.meta}>
            <time dateTime={item.details.startsAt}>
              {formatEventSpan(item.details, render.language, render.timeZone)}
            </time>
            {eventPlace(item.details) ? <span>{eventPlace(item.details)}</span> : null}
          </p>
        ) : (
          <Meta
            item={item}
            language={render.language}
            timeZone={render.timeZone}
            commentCounts={render.commentCounts}
          />
        )}
      </header>
      {image ? (
        <figure className={styles.hero}>
          <img
            {...responsiveImage(image.url, '(max-width: 1120px) 100vw, 1120px')}
            width={image.width}
            height={image.height}
            alt={image.alt}
            fetchPriority="high"
            decoding="async"
          />
        </figure>
      ) : null}
      <div className={styles.body}>{children}</div>
      {item.tags.length > 0 ? (
        <footer className={styles.tags}>
          <h2 className={styles.tagsHeading}>Tags</h2>
          <ul>
            {item.tags.map((tag) => (
              <li key={tag}>
                <a href={filterHref(render.path, 'tag', tag)}>{tag}</a>
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
      {render.icsUrl ? (
        <p className={styles.back}>
          <a href={render.icsUrl} download>
            Add to calendar (.ics)
          </a>
        </p>
      ) : null}
      <p className={styles.back}>
        <a href={render.path}>← All of {render.collectionTitle}</a>
      </p>
    </article>
  );
}
