// Issue 16 part 5: a page's search and sharing settings, in the editor's Page panel (the Puck root
// fields): SEO title, description, social image, "hide from search engines", and a preview of the
// search result as Google shows it. Saved with the page's draft; visitors see them once published.
import type { MediaView } from '@folio/core/media-api';
import type { PageSeo } from '@folio/core/page-seo';
// Without the zod schema: the Page panel shows these before the editor is ready (decision 029).
import {
  EMPTY_PAGE_SEO,
  pageSeoOf,
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_SHOWN,
  SEO_TITLE_MAX,
  SEO_TITLE_SHOWN,
  seoDescriptionOf,
  seoTitleOf,
} from '@folio/core/page-seo-shape';
import { createContext, useContext, useEffect, useId, useState } from 'react';
import app from '../../../app/app.module.css';
import { fetchMedia, imageAt } from '../../media/api/media.ts';
import { MediaPicker } from '../../media/components/MediaPicker.tsx';
import styles from './seo-settings.module.css';

/** What the preview needs of the site and the page besides the SEO fields. */
export interface SeoPageContext {
  siteTitle: string;
  siteDescription: string;
  /** The site's address, e.g. https://studio.folio.site */
  baseUrl: string;
  pageTitle: string;
  slug: string;
  isHome: boolean;
}

export const SeoPageContextValue = createContext<SeoPageContext>({
  siteTitle: '',
  siteDescription: '',
  baseUrl: '',
  pageTitle: '',
  slug: '',
  isHome: false,
});

/** Cuts a preview line where search results do, with an ellipsis. */
function shown(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function Counter({ length, shownMax, id }: { length: number; shownMax: number; id: string }) {
  const isLong = length > shownMax;
  return (
    <p id={id} className={isLong ? styles.counterLong : styles.counter}>
      {length} / {shownMax}
      {isLong ? ' — search engines may cut the rest' : ''}
    </p>
  );
}

export function SeoSettings({
  value,
  readOnly,
  onChange,
}: {
  value: unknown;
  readOnly?: boolean;
  onChange: (value: PageSeo) => void;
}) {
  const context = useContext(SeoPageContextValue);
  const seo = value === undefined || value === null ? EMPTY_PAGE_SEO : pageSeoOf({ seo: value });
  const ids = {
    title: useId(),
    titleCount: useId(),
    description: useId(),
    descriptionCount: useId(),
    hide: useId(),
  };
  const [isPicking, setIsPicking] = useState(false);
  const [image, setImage] = useState<MediaView | null>(null);
  const set = (patch: Partial<PageSeo>) => onChange({ ...seo, ...patch });

  // The chosen image's view (its address for the thumbnail), looked up in the library once.
  useEffect(() => {
    const id = seo.socialImageMediaId;
    if (!id || image?.id === id) return;
    let isCurrent = true;
    fetchMedia()
      .then((list) => {
        if (isCurrent) setImage(list.find((m) => m.id === id) ?? null);
      })
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, [seo.socialImageMediaId, image?.id]);

  const title = seoTitleOf({
    seo,
    pageTitle: context.pageTitle,
    siteTitle: context.siteTitle,
    isHome: context.isHome,
  });
  const description = seoDescriptionOf(seo, context.siteDescription);
  const url = `${context.baseUrl.replace(/^https?:\/\//, '')}${context.isHome ? '' : ` › ${context.slug}`}`;

  return (
    <section className={styles.seo} aria-labelledby={`${ids.title}-heading`}>
      <h3 id={`${ids.title}-heading`} className={styles.heading}>
        Search and sharing
      </h3>
      <div className={styles.preview} aria-label="Search result preview" role="group">
        <p className={styles.previewUrl}>{url}</p>
        <p className={styles.previewTitle}>{shown(title, SEO_TITLE_SHOWN + 5)}</p>
        <p className={styles.previewDescription}>
          {description
            ? shown(description, SEO_DESCRIPTION_SHOWN)
            : 'Add a description so searchers know what the page holds.'}
        </p>
      </div>
      {seo.hideFromSearch ? <p className={styles.hiddenNote}>Hidden from search engines</p> : null}

      <label className={app.label} htmlFor={ids.title}>
        SEO title
      </label>
      <input
        id={ids.title}
        className={app.input}
        value={seo.title}
        maxLength={SEO_TITLE_MAX}
        placeholder={seoTitleOf({ ...context, seo: EMPTY_PAGE_SEO })}
        readOnly={readOnly}
        aria-describedby={ids.titleCount}
        onChange={(e) => set({ title: e.target.value })}
      />
      <Counter id={ids.titleCount} length={title.length} shownMax={SEO_TITLE_SHOWN} />

      <label className={app.label} htmlFor={ids.description}>
        Description
      </label>
      <textarea
        id={ids.description}
        className={`${app.input} ${styles.textarea}`}
        value={seo.description}
        maxLength={SEO_DESCRIPTION_MAX}
        rows={3}
        placeholder={context.siteDescription || 'A sentence or two about this page'}
        readOnly={readOnly}
        aria-describedby={ids.descriptionCount}
        onChange={(e) => set({ description: e.target.value })}
      />
      <Counter id={ids.descriptionCount} length={description.length} shownMax={SEO_DESCRIPTION_SHOWN} />

      <span className={app.label}>Social image</span>
      {seo.socialImageMediaId ? (
        image ? (
          <img
            className={styles.socialImage}
            src={imageAt(image, 300)}
            alt={image.alt || 'The social image'}
          />
        ) : (
          <p className={styles.socialEmpty}>An image of the media library</p>
        )
      ) : (
        <p className={styles.socialEmpty}>Shown when the page is shared. None chosen.</p>
      )}
      {readOnly ? null : (
        <div className={styles.actions}>
          <button type="button" className={app.secondarySmall} onClick={() => setIsPicking(true)}>
            {seo.socialImageMediaId ? 'Change social image' : 'Choose social image'}
          </button>
          {seo.socialImageMediaId ? (
            <button
              type="button"
              className={app.secondarySmall}
              onClick={() => set({ socialImageMediaId: null })}
            >
              Remove
            </button>
          ) : null}
        </div>
      )}

      <div className={styles.checkboxRow}>
        <input
          id={ids.hide}
          type="checkbox"
          checked={seo.hideFromSearch}
          disabled={readOnly}
          onChange={(e) => set({ hideFromSearch: e.target.checked })}
        />
        <label htmlFor={ids.hide}>Hide this page from search engines</label>
      </div>
      <p className={styles.help}>
        These settings are saved with the page: visitors and search engines see them once you publish.
      </p>
      {isPicking ? (
        <MediaPicker
          onClose={() => setIsPicking(false)}
          onChoose={(media) => {
            setImage(media);
            set({ socialImageMediaId: media.id });
            setIsPicking(false);
          }}
        />
      ) : null}
    </section>
  );
}
