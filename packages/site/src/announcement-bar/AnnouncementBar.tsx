// The announcement bar as the server renders it (issue 19, UI-054): above the header, in the flow,
// with its own small stylesheet and a close button that announcement-bar-script.ts (loaded in the
// head only on these pages) wires. Text and link are plain text to React (escaped), never HTML.
import rawCss from './announcement-bar.css?raw';

/** The bar's stylesheet, comments and runs of white space taken out (its CSP hash is of this). */
export const ANNOUNCEMENT_BAR_CSS = rawCss
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};:,>+])\s*/g, '$1')
  .trim();

/** What a page shows of the site's bar (SiteChrome.announcementBar), decided by the server. */
export interface PageAnnouncementBarInput {
  text: string;
  linkLabel: string;
  linkUrl: string;
  /** announcementVersion of @folio/core/announcement-bar: a dismissal counts for this message only. */
  version: string;
  /** The config area's live preview: closing it stores nothing, and a stored dismissal does not hide it. */
  isPreview?: boolean;
  /** PAGE-031: the bar is off and the page is a signed-in member's: hidden until the owner's control shows it. */
  isOwnerPreview?: boolean;
}

const CloseIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M6 6l12 12M18 6L6 18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
    />
  </svg>
);

export function AnnouncementBar({
  text,
  linkLabel,
  linkUrl,
  version,
  isPreview,
  isOwnerPreview,
}: PageAnnouncementBarInput) {
  return (
    <div
      className="fab"
      role="region"
      aria-label="Announcement"
      data-announcement-bar={version}
      data-preview={isPreview ? '' : undefined}
      hidden={isOwnerPreview ? true : undefined}
    >
      <style dangerouslySetInnerHTML={{ __html: ANNOUNCEMENT_BAR_CSS }} />
      <p className="fab-text">
        {linkUrl && linkLabel ? `${text} ` : text}
        {linkUrl && linkLabel ? (
          <a className="fab-link" href={linkUrl}>
            {linkLabel}
          </a>
        ) : null}
      </p>
      <button type="button" className="fab-close" data-announcement-close="" aria-label="Close announcement">
        <CloseIcon />
      </button>
    </div>
  );
}
