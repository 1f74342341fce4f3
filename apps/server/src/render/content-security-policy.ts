// The one place that says what a published page may load and run (issue 14 item 4, docs/decisions/012).
//
// A published page runs only the site's own scripts (the runtime and island chunks under /_site/,
// all from 'self'); its page context travels as a non-executable application/json script, so no
// inline script is needed and none is allowed. On top of that, and only when the page needs them:
// - reCAPTCHA (a site with a reCAPTCHA key; ALTCHA, the default captcha, is served by the site itself),
// - Stripe.js on a store whose payments go through Stripe,
// - the video players the page frames (YouTube, Vimeo, Instagram always; another https player
//   a Video block or gallery slide embeds), and images given by an outside https address.
// Owner-written HTML that runs as script (a Form's post-submit HTML, FORM-025, which only an admin
// may save) needs more, and gets exactly that here: the SHA-256 of each of its inline <script> and
// <style> elements, and the origins of the scripts, images and frames it names. Inline event
// handlers (onclick="…") and javascript: addresses in it never run.
// Like every response, a published page may be framed only by its own origin (the editor's canvas).
// Styles: the site's stylesheet comes from 'self'; blocks set sizes in style attributes (a Spacer's
// height, a gallery's layout), which style-src-attr allows without allowing any <style> element.
// The site's design is one <style> of custom properties and font faces, admitted by its hash.
import { createHash } from 'node:crypto';
import type { MapPageContext } from '@folio/core/map-block';

export const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.instagram.com',
];
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Google Maps' JavaScript API (a site with a Google Maps key, decision 052). */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  image: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  connect: ['https://*.googleapis.com', 'https://*.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

/** What owner-written HTML needs the policy to admit. */
export interface OwnerHtmlNeeds {
  scriptHashes: string[];
  scriptOrigins: string[];
  styleHashes: string[];
  imageOrigins: string[];
  frameOrigins: string[];
}

const START_TAG = (name: string) => new RegExp(`<${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
const ELEMENT = (name: string) =>
  new RegExp(`<${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\\s\\S]*?)</${name}[\\s/>]`, 'gi');

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

function httpsOrigin(address: string | null): string | null {
  if (!address || !/^\s*https:\/\//i.test(address)) return null;
  try {
    return new URL(address.trim().replace(/&amp;/g, '&')).origin;
  } catch {
    return null;
  }
}

/** The origin of a configured http(s) address (a local stand-in may be http); null otherwise. */
export function httpsOrHttpOrigin(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The CSP hash source of an inline element's text, as the browser hashes it (line ends as LF). */
function hashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * Reads owner-written HTML as the browser's parser ends its elements. Anything it reads wrongly
 * is left out of the policy, so that part is blocked, never allowed by mistake.
 */
export function ownerHtmlNeeds(html: string): OwnerHtmlNeeds {
  const needs: OwnerHtmlNeeds = {
    scriptHashes: [],
    scriptOrigins: [],
    styleHashes: [],
    imageOrigins: [],
    frameOrigins: [],
  };
  const push = (list: string[], value: string | null) => {
    if (value && !list.includes(value)) list.push(value);
  };
  for (const [, attributes = '', text = ''] of html.matchAll(ELEMENT('script'))) {
    const src = attribute(attributes, 'src');
    if (src === null) push(needs.scriptHashes, hashSource(text));
    else push(needs.scriptOrigins, httpsOrigin(src));
  }
  for (const [, , text = ''] of html.matchAll(ELEMENT('style'))) push(needs.styleHashes, hashSource(text));
  for (const [, attributes = ''] of html.matchAll(START_TAG('img')))
    push(needs.imageOrigins, httpsOrigin(attribute(attributes, 'src')));
  for (const [, attributes = ''] of html.matchAll(START_TAG('iframe')))
    push(needs.frameOrigins, httpsOrigin(attribute(attributes, 'src')));
  return needs;
}

export interface SitePagePolicyInput {
  /** The site has a reCAPTCHA key: its forms load Google's script. */
  hasRecaptcha: boolean;
  /** The store takes payments through Stripe: the checkout loads Stripe.js. */
  hasStripe: boolean;
  /** Outside origins the page's blocks load (packages/site/src/content-sources.ts). */
  sources?: { frameOrigins: string[]; imageOrigins: string[] };
  /** The page's script-running owner HTML (packages/site/src/script-html.ts). */
  ownerHtml?: string[];
  /** The site design's <style> text (issue 16), admitted by its hash; built only from closed lists. */
  designCss?: string;
  /** The cookie banner's <style> (UI-028), on pages that carry the banner. */
  bannerCss?: string;
  /** The announcement bar's <style> (issue 19), on pages that show the bar. */
  announcementCss?: string;
  /** The popup overlay's <style> (issue 19, PAGE-005), on pages that carry the popup. */
  popupCss?: string;
  /**
   * Issue 19 (decision 049): the OpenTable widget's loader address, on pages with a Restaurant
   * booking block: its origin may run scripts and be framed (the widget draws an iframe).
   */
  restaurantWidgetScript?: string;
  /**
   * Issue 19 (decision 054): the social blocks' outside scripts on this page (render/social-scripts.ts):
   * follow buttons (their scripts and frames) and the blog's comment-count script.
   */
  socialScripts?: { scriptOrigins: string[]; frameOrigins: string[] };
  /**
   * Issue 19 (decision 052): the map provider, on pages with a Map block: Leaflet's tile origins
   * may give images; Google Maps' script, images, data and fonts are admitted.
   */
  map?: MapPageContext;
}

/** The Content-Security-Policy header of one published page. */
export function sitePagePolicy(input: SitePagePolicyInput): string {
  const script = ["'self'"];
  const style = ["'self'"];
  const image = ["'self'", 'data:', 'blob:'];
  const frame = [...VIDEO_PLAYER_ORIGINS];
  const connect = ["'self'"];
  if (input.hasRecaptcha) {
    script.push(...RECAPTCHA.script);
    frame.push(...RECAPTCHA.frame);
  }
  if (input.hasStripe) {
    script.push(...STRIPE.script);
    frame.push(...STRIPE.frame);
    connect.push(...STRIPE.connect);
  }
  frame.push(...(input.sources?.frameOrigins ?? []));
  const restaurant = httpsOrHttpOrigin(input.restaurantWidgetScript);
  if (restaurant) {
    script.push(restaurant);
    frame.push(restaurant);
  }
  script.push(...(input.socialScripts?.scriptOrigins ?? []));
  frame.push(...(input.socialScripts?.frameOrigins ?? []));
  const font = ["'self'"];
  if (input.map?.provider === 'google') {
    script.push(httpsOrHttpOrigin(input.map.scriptUrl) ?? GOOGLE_MAPS.script[0]!, ...GOOGLE_MAPS.script);
    image.push(...GOOGLE_MAPS.image);
    connect.push(...GOOGLE_MAPS.connect);
    style.push(...GOOGLE_MAPS.style);
    font.push(...GOOGLE_MAPS.font);
  } else if (input.map) {
    for (const tiles of [input.map.tileUrl, input.map.satelliteTileUrl]) {
      const origin = httpsOrHttpOrigin(tiles?.replace(/\{s\}/g, 'a'));
      // Tile servers with subdomains ({s}.tile…) get each of Leaflet's a, b and c.
      if (origin && tiles?.includes('{s}'))
        image.push(...['a', 'b', 'c'].map((sub) => httpsOrHttpOrigin(tiles.replace(/\{s\}/g, sub))!));
      else if (origin) image.push(origin);
    }
  }
  image.push(...(input.sources?.imageOrigins ?? []));
  for (const html of input.ownerHtml ?? []) {
    const needs = ownerHtmlNeeds(html);
    script.push(...needs.scriptHashes, ...needs.scriptOrigins);
    style.push(...needs.styleHashes);
    image.push(...needs.imageOrigins);
    frame.push(...needs.frameOrigins);
  }
  if (input.designCss) style.push(hashSource(input.designCss));
  if (input.bannerCss) style.push(hashSource(input.bannerCss));
  if (input.announcementCss) style.push(hashSource(input.announcementCss));
  if (input.popupCss) style.push(hashSource(input.popupCss));
  const list = (sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(script)}`,
    `style-src ${list(style)}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${list(image)}`,
    `font-src ${list(font)}`,
    `connect-src ${list(connect)}`,
    `frame-src ${list(frame)}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
