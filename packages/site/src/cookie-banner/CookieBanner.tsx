// The cookie banner as the server renders it (UI-028..047): complete HTML and its own small
// stylesheet, so it shows at first paint; cookie-banner-island.ts adds the buttons' behaviour.
// Only on pages of a site with the banner on, for a visitor with no choice for this banner
// (apps/server/src/render/cookie-banner.ts decides), or inert in a <template> for forcing (UI-032).
import type { CookieBannerSettings } from '@folio/core/site-settings';
import sanitizeHtml from 'sanitize-html';
import rawCss from './cookie-banner.css?raw';

/** The banner's stylesheet, comments and runs of white space taken out (its CSP hash is of this). */
export const COOKIE_BANNER_CSS = rawCss
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};:,>+])\s*/g, '$1')
  .trim();

export const DEFAULT_BANNER_TEXT_HTML =
  '<p>By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.</p>';

/**
 * The owner's banner text, sanitised for that one place: a sentence or two with emphasis and
 * links (to a privacy policy) — no headings, lists, images or anything that runs. Text that
 * keeps nothing to read takes the default (UI-038, UI-041).
 */
export function sanitizeBannerText(html: string): string {
  const clean = sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  }).trim();
  const visible = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (!visible) return DEFAULT_BANNER_TEXT_HTML;
  return /^<p[\s>]/.test(clean) ? clean : `<p>${clean}</p>`;
}

export interface CookieBannerProps {
  banner: CookieBannerSettings;
  /** The text after sanitizeBannerText. */
  textHtml: string;
  /** UI-033: the choice the banner asks for is stored against this (bannerFingerprint). */
  fingerprint: string;
  /** The config area's live preview: the buttons store nothing, and it shows whatever was chosen. */
  isPreview?: boolean;
}

const CheckIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M5 12.5l4.5 4.5L19 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
);

/** The banner: a labelled region (bar) or non-modal dialog (popup) with the text and its buttons. */
export function CookieBanner({ banner, textHtml, fingerprint, isPreview = false }: CookieBannerProps) {
  const isPopup = banner.cookieBannerVariant === 'POPUP';
  const className = [
    'fcb',
    isPopup ? 'fcb-popup' : 'fcb-bar',
    `fcb-${banner.cookieBannerPosition}`,
    banner.cookieBannerTheme === 'LIGHT' ? 'fcb-light' : 'fcb-dark',
    `fcb-${banner.cookieBannerCtaVariant}`,
  ].join(' ');
  const cta = banner.cookieBannerCtaText;
  // A bar is a landmark region; a popup floats over the page as a non-modal dialog.
  const landmark = { role: isPopup ? 'dialog' : 'region', 'aria-label': 'Cookie consent' };
  return (
    <div
      className={className}
      {...landmark}
      aria-describedby="fcb-text"
      tabIndex={-1}
      data-cookie-banner={fingerprint}
      data-accept-type={banner.cookieBannerAcceptType}
      data-variant={banner.cookieBannerVariant}
      data-theme={banner.cookieBannerTheme}
      data-preview={isPreview ? '' : undefined}
    >
      <style dangerouslySetInnerHTML={{ __html: COOKIE_BANNER_CSS }} />
      {/* Sanitised above for exactly this place (sanitizeBannerText). */}
      <div id="fcb-text" className="fcb-text" dangerouslySetInnerHTML={{ __html: textHtml }} />
      <div className="fcb-actions">
        {banner.cookieBannerAcceptType === 'OPT_IN_AND_OUT' ? (
          <button type="button" className="fcb-decline" data-choice="declined">
            {banner.cookieBannerOptOutCtaText}
          </button>
        ) : null}
        <button
          type="button"
          className="fcb-accept"
          data-choice="accepted"
          title={banner.cookieBannerCtaVariant === 'ICON' ? cta : undefined}
        >
          {banner.cookieBannerCtaVariant === 'ICON' ? (
            <>
              <CheckIcon />
              <span className="fcb-sr">{cta}</span>
            </>
          ) : (
            cta
          )}
        </button>
      </div>
    </div>
  );
}

/** What a page shows of the site's banner (SiteChrome.cookieBanner), decided by the server. */
export interface PageCookieBannerInput {
  banner: CookieBannerSettings;
  fingerprint: string;
  /** UI-030: the visitor chose for this banner: only an inert copy, for forcing (UI-032). */
  isChosen: boolean;
  isPreview?: boolean;
}

export function PageCookieBanner({ banner, fingerprint, isChosen, isPreview }: PageCookieBannerInput) {
  const element = (
    <CookieBanner
      banner={banner}
      textHtml={sanitizeBannerText(banner.cookieBannerText)}
      fingerprint={fingerprint}
      isPreview={isPreview === true}
    />
  );
  return isChosen ? <template id="folio-cookie-banner">{element}</template> : element;
}
