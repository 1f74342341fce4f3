// The Summary block's markup (docs/decisions/038): the latest items of a collection as a list, a
// grid or a carousel. The published page renders it inside the page; POST
// /api/widget/GetWidgetRendering renders the very same component alone for the editor's canvas.
// Every item text goes through React, so it is escaped; nothing here writes raw HTML.
import type { SummarySettings } from '@folio/core/summary-block';
import { useId } from 'react';
import { formatEventSpan, formatItemDate } from '../../collections/dates.ts';
import type { CollectionItemView } from '../../collections/types.ts';
import { Island } from '../../islands/Island.tsx';
import { responsiveImage } from '../Image/Image.tsx';
import styles from './Summary.module.css';
import type { SummaryCollection } from './summary-context.ts';

/** Each layout's image width on the page (the content column is at most 1120px wide). */
const IMAGE_SIZES: Record<SummarySettings['layout'], string> = {
  list: '(max-width: 799px) 100vw, 440px',
  grid: '(max-width: 699px) 100vw, (max-width: 1120px) 50vw, 370px',
  carousel: '(max-width: 699px) 80vw, 360px',
};

function ItemDate({ item, collection }: { item: CollectionItemView; collection: SummaryCollection }) {
  const startsAt = item.details.startsAt;
  if (startsAt)
    return (
      <time className={styles.date} dateTime={startsAt}>
        {formatEventSpan(item.details, collection.language, collection.timeZone)}
      </time>
    );
  if (!item.publishOn) return null;
  return (
    <time className={styles.date} dateTime={item.publishOn}>
      {formatItemDate(item.publishOn, collection.language, collection.timeZone)}
    </time>
  );
}

function Item({
  item,
  settings,
  collection,
  titleLevel,
}: {
  item: CollectionItemView;
  settings: SummarySettings;
  collection: SummaryCollection;
  titleLevel: 'h2' | 'h3';
}) {
  const image = settings.showImage ? item.featuredImage : null;
  // Every item keeps one link a visitor can follow: the title, else the image, else "Read more".
  const showTitle = settings.showTitle || (!image && !settings.showReadMore);
  const Title = titleLevel;
  const picture = image ? (
    <img
      {...responsiveImage(image.url, IMAGE_SIZES[settings.layout])}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  ) : null;
  return (
    <li className={styles.item}>
      <article className={styles.card}>
        {picture ? (
          showTitle ? (
            <div className={styles.thumb}>{picture}</div>
          ) : (
            <a className={styles.thumb} href={item.url} aria-label={item.title}>
              {picture}
            </a>
          )
        ) : null}
        <div className={styles.text}>
          {settings.showDate ? <ItemDate item={item} collection={collection} /> : null}
          {showTitle ? (
            <Title className={styles.title}>
              <a href={item.url}>{item.title}</a>
            </Title>
          ) : null}
          {settings.showExcerpt && item.excerpt ? <p className={styles.excerpt}>{item.excerpt}</p> : null}
          {settings.showReadMore ? (
            <a className={styles.more} href={item.url}>
              Read more<span className={styles.visuallyHidden}> about {item.title}</span>
            </a>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The carousel: a scroll-snapped row (keyboard: Tab through the items); its island adds the arrows. */
function Carousel({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Island name="Summary" props={{}}>
      <div className={styles.carousel}>
        <ul className={styles.track} data-summary-track="">
          {children}
        </ul>
        <div className={styles.controls} data-summary-controls="" hidden>
          <button type="button" className={styles.arrow} data-summary-step="-1">
            <span aria-hidden="true">←</span>
            <span className={styles.visuallyHidden}>Previous items of {label}</span>
          </button>
          <button type="button" className={styles.arrow} data-summary-step="1">
            <span aria-hidden="true">→</span>
            <span className={styles.visuallyHidden}>Next items of {label}</span>
          </button>
        </div>
      </div>
    </Island>
  );
}

export function SummaryView({
  settings,
  collection,
}: {
  settings: SummarySettings;
  collection: SummaryCollection;
}) {
  const headingId = useId();
  const items = collection.items.slice(0, settings.count);
  // Visitors see nothing of a collection with nothing to show (the editor says why).
  if (items.length === 0) return null;
  const heading = settings.heading.trim();
  const label = heading || collection.title;
  const list = items.map((item) => (
    <Item
      key={item.id}
      item={item}
      settings={settings}
      collection={collection}
      titleLevel={heading ? 'h3' : 'h2'}
    />
  ));
  return (
    <section
      className={styles.summary}
      data-layout={settings.layout}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': collection.title })}
    >
      <div className={styles.head}>
        {heading ? (
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
        ) : null}
        <a className={styles.all} href={collection.path || '/'}>
          View all<span className={styles.visuallyHidden}> of {collection.title}</span>
        </a>
      </div>
      {settings.layout === 'carousel' ? (
        <Carousel label={label}>{list}</Carousel>
      ) : (
        <ul className={settings.layout === 'list' ? styles.list : styles.grid}>{list}</ul>
      )}
    </section>
  );
}
