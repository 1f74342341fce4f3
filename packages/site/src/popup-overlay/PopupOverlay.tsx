// The popup overlay as the server renders it (issue 19, PAGE-005): a closed native <dialog> at the
// end of the body with its own small stylesheet; popup-overlay-script.ts (a module script, loaded
// only on these pages, after the HTML) decides whether and when to open it (UI-049..UI-053).
// Heading, text and link are plain text to React (escaped), never HTML. Decision 058: an image of
// the media library (lazy: no bytes before the popup opens) and the Newsletter block's own sign-up
// form, which the popup script wires with the block's island when the popup opens.
import { imageSrcSet } from '../blocks/Image/Image.tsx';
import { Newsletter, newsletterIslandProps } from '../blocks/Newsletter/Newsletter.tsx';
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
  /** Decision 058: where the image sits beside the text (on phones always on top). */
  layout?: 'IMAGE_TOP' | 'IMAGE_LEFT';
  /** Decision 058: an image of the site's media library. */
  image?: { url: string; width: number; height: number; alt: string } | null;
  /** Decision 058: the Newsletter block's sign-up inside the popup (form POPUP_FORM_ID). */
  signup?: { formId: string; buttonText: string; successMessage: string; askName: boolean } | null;
  /** The config area's live preview: opens at once, stores nothing, ignores stored state. */
  isPreview?: boolean;
  /** PAGE-031: the popup is off and the page is a signed-in member's: opened only by the owner's control. */
  isOwnerPreview?: boolean;
}

/** The image's rendered width: the dialog's (440 px) on top, a column of it on the left; the screen's on phones. */
const IMAGE_SIZES = {
  IMAGE_TOP: '(max-width: 600px) calc(100vw - 32px), 560px',
  IMAGE_LEFT: '(max-width: 600px) calc(100vw - 32px), 280px',
};

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
  const layout = popup.image ? (popup.layout ?? 'IMAGE_TOP') : null;
  const classes = [
    'fpo',
    popup.style === 'BOTTOM' ? 'fpo-bottom' : '',
    layout === 'IMAGE_LEFT' ? 'fpo-left' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const signupProps = popup.signup
    ? {
        id: popup.signup.formId,
        title: '',
        description: '',
        buttonText: popup.signup.buttonText,
        successMessage: popup.signup.successMessage,
        askName: popup.signup.askName,
      }
    : null;
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: POPUP_OVERLAY_CSS }} />
      <dialog
        className={classes}
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
        data-owner-preview={popup.isOwnerPreview ? '' : undefined}
        // The preview is open from the start, without focusing steps: it must not take the focus
        // from the owner's form around the frame.
        open={popup.isPreview ? true : undefined}
      >
        {popup.image ? (
          <img
            className="fpo-image"
            src={`${popup.image.url}?format=750w`}
            srcSet={imageSrcSet(popup.image.url)}
            sizes={IMAGE_SIZES[layout ?? 'IMAGE_TOP']}
            width={popup.image.width}
            height={popup.image.height}
            alt={popup.image.alt}
            // Inside a closed dialog: fetched only when the popup opens.
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="fpo-body">
          <h2 id="fpo-heading" className="fpo-heading">
            {popup.heading}
          </h2>
          {popup.text ? <p className="fpo-text">{popup.text}</p> : null}
          {signupProps ? (
            <div
              className="fpo-signup"
              data-popup-signup=""
              data-props={JSON.stringify(newsletterIslandProps(signupProps))}
            >
              <Newsletter {...signupProps} />
            </div>
          ) : null}
          {popup.buttonUrl && popup.buttonLabel ? (
            <a className="fpo-button" href={popup.buttonUrl} data-popup-submit="">
              {popup.buttonLabel}
            </a>
          ) : null}
        </div>
        <button type="button" className="fpo-close" data-popup-close="" aria-label="Close">
          <CloseIcon />
        </button>
      </dialog>
    </>
  );
}
