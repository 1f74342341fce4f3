// The popup overlay as the server renders it (issue 19, PAGE-005): a closed native <dialog> at the
// end of the body with its own small stylesheet; popup-overlay-script.ts (a module script, loaded
// only on these pages, after the HTML) decides whether and when to open it (UI-049..UI-053).
// Heading, text and link are plain text to React (escaped), never HTML.
import rawCss from './popup-overlay.css?raw';

/** The popup's stylesheet, comments and runs of white space taken out (its CSP hash is of this). */
export const POPUP_OVERLAY_CSS = rawCss
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};:,>+])\s*/g, '$1')
  .trim();

/** What a page carries of the site's popup (SiteChrome.popupOverlay), decided by the server. */
export interface PagePopupOverlayInput {
  heading: string;
  text: string;
  buttonLabel: string;
  buttonUrl: string;
  trigger: 'DELAY' | 'SCROLL' | 'EXIT';
  delaySeconds: number;
  scrollPercent: number;
  style: 'CENTER' | 'BOTTOM';
  version: number;
  showUntilSignup: boolean;
  displayFrequency: number;
  enableMobile: boolean;
  /** The config area's live preview: opens at once, stores nothing, ignores stored state. */
  isPreview?: boolean;
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

export function PopupOverlay(popup: PagePopupOverlayInput) {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: POPUP_OVERLAY_CSS }} />
      <dialog
        className={popup.style === 'BOTTOM' ? 'fpo fpo-bottom' : 'fpo'}
        aria-labelledby="fpo-heading"
        data-popup-overlay=""
        data-version={popup.version}
        data-trigger={popup.trigger}
        data-delay={popup.delaySeconds}
        data-scroll={popup.scrollPercent}
        data-frequency={popup.displayFrequency}
        data-until-signup={popup.showUntilSignup ? 'true' : 'false'}
        data-mobile={popup.enableMobile ? 'true' : 'false'}
        data-preview={popup.isPreview ? '' : undefined}
        // The preview is open from the start, without focusing steps: it must not take the focus
        // from the owner's form around the frame.
        open={popup.isPreview ? true : undefined}
      >
        <div className="fpo-body">
          <h2 id="fpo-heading" className="fpo-heading">
            {popup.heading}
          </h2>
          {popup.text ? <p className="fpo-text">{popup.text}</p> : null}
          {popup.buttonUrl && popup.buttonLabel ? (
            <a className="fpo-button" href={popup.buttonUrl} data-popup-submit="">
              {popup.buttonLabel}
            </a>
          ) : null}
          <button type="button" className="fpo-close" data-popup-close="" aria-label="Close">
            <CloseIcon />
          </button>
        </div>
      </dialog>
    </>
  );
}
