// Video embeds (GAL-109..113, GAL-119, GAL-120): what an owner pastes (an iframe or object
// snippet, or a YouTube or Vimeo address) read into a safe description the site renders itself.
// Nothing of the pasted HTML is ever output: only an https source, a provider and a size.

export const VIDEO_MESSAGES = {
  /** GAL-112 */
  invalidEmbed: 'Invalid video embed.',
  /** GAL-113 */
  featuredImageNeedsEmbed:
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
} as const;

/** GAL-119: the height as a percentage of the width when the embed gives no size. */
export const FALLBACK_ASPECT_PERCENT = 56.3;

/** GAL-110 */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
export type VideoMode = (typeof VIDEO_MODES)[number];

export type VideoProvider = 'YouTube' | 'Vimeo' | 'Instagram' | 'other';

/** GAL-109, GAL-111 */
export type VideoEmbed =
  | {
      type: 'iframe' | 'object';
      /** The embed as Folio renders it (an iframe of `src`). */
      html: string;
      src: string;
      providerName: VideoProvider;
      width: number | null;
      height: number | null;
    }
  | { type: 'invalid'; message: string };

/** GAL-110: a mode must be none, fit, fill or null. */
export function videoModeProblem(mode: unknown): string | null {
  if (mode === null || (VIDEO_MODES as readonly unknown[]).includes(mode)) return null;
  return `The video mode must be none, fit, fill or null (got ${JSON.stringify(mode)}).`;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4] ?? null) : null;
}

function size(value: string | null): number | null {
  const n = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 && n < 10_000 ? n : null;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function providerOf(url: URL): VideoProvider {
  const host = url.hostname.replace(/^www\./, '');
  if (/(^|\.)youtube(-nocookie)?\.com$/.test(host) || host === 'youtu.be') return 'YouTube';
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return 'Vimeo';
  if (host === 'instagram.com') return 'Instagram';
  return 'other';
}

/** A watch address of YouTube or Vimeo as their embeddable player address, else null. */
export function playerUrlOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : /(^|\.)youtube\.com$/.test(host)
        ? url.pathname === '/watch'
          ? url.searchParams.get('v')
          : (/^\/(embed|shorts)\/([\w-]+)/.exec(url.pathname)?.[2] ?? null)
        : null;
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId))
    return `https://www.youtube.com/embed/${youtubeId}?enablejsapi=1`;
  const vimeoId =
    host === 'vimeo.com' || host === 'player.vimeo.com' ? /(\d{5,12})/.exec(url.pathname)?.[1] : null;
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}?api=1`;
  const instagram = host === 'instagram.com' ? /^\/(p|reel|tv)\/([\w-]{5,40})/.exec(url.pathname) : null;
  if (instagram) return `https://www.instagram.com/${instagram[1]}/${instagram[2]}/embed`;
  return null;
}

/** GAL-121: the size of the window an Instagram-style video opens in. */
export const VIDEO_POPUP_SIZE = { width: 620, height: 720 } as const;

/**
 * GAL-121: Instagram-style videos play in a popup window of 620×720 rather than in the page: the
 * post's address and the window's size, or null for videos that play in place.
 */
export function videoPopupOf(embed: { src: string; providerName: VideoProvider }) {
  if (embed.providerName !== 'Instagram') return null;
  return { url: embed.src.replace(/\/embed\/?(\?.*)?$/, '/'), ...VIDEO_POPUP_SIZE };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * GAL-109, GAL-111, GAL-112: reads a pasted embed. An iframe (or an object's data or embed src)
 * with an https source is usable; a plain YouTube or Vimeo address becomes their player; anything
 * else is invalid with 'Invalid video embed.'.
 */
export function parseVideoEmbed(input: string): VideoEmbed {
  const text = input.trim();
  const invalid = { type: 'invalid' as const, message: VIDEO_MESSAGES.invalidEmbed };
  if (!text) return invalid;
  let type: 'iframe' | 'object';
  let source: string | null;
  let tag = '';
  const iframe = /<iframe\b[^>]*>/i.exec(text);
  const object = /<object\b[^>]*>/i.exec(text);
  if (iframe) {
    type = 'iframe';
    tag = iframe[0];
    source = attribute(tag, 'src');
  } else if (object) {
    type = 'object';
    tag = object[0];
    source = attribute(tag, 'data') ?? attribute(/<embed\b[^>]*>/i.exec(text)?.[0] ?? '', 'src');
  } else {
    const player = playerUrlOf(text);
    if (!player) return invalid;
    type = 'iframe';
    source = player;
  }
  if (!source) return invalid;
  let url: URL;
  try {
    url = new URL(decodeEntities(source).replace(/^\/\//, 'https://'));
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:') return invalid;
  const src = url.toString();
  const width = size(attribute(tag, 'width'));
  const height = size(attribute(tag, 'height'));
  return {
    type,
    src,
    providerName: providerOf(url),
    width,
    height,
    html: `<iframe src="${escapeAttribute(src)}" title="Video" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>`,
  };
}

/** GAL-119: the padding-bottom percentage that keeps an embed's shape. */
export function aspectPercent(embed: { width: number | null; height: number | null }): number {
  if (!embed.width || !embed.height) return FALLBACK_ASPECT_PERCENT;
  return Math.round((embed.height / embed.width) * 1000) / 10;
}

/** GAL-113: null when a featured image may be shown, else the message for the editor. */
export function featuredImageProblem(embed: VideoEmbed, hasFeaturedImage: boolean): string | null {
  return hasFeaturedImage && embed.type === 'invalid' ? VIDEO_MESSAGES.featuredImageNeedsEmbed : null;
}

/**
 * GAL-120: the postMessage payloads that play or pause YouTube's and Vimeo's embedded players
 * (null for other providers, whose players take no messages).
 */
export function playerMessage(provider: VideoProvider, action: 'play' | 'pause'): string | null {
  if (provider === 'YouTube')
    return JSON.stringify({
      event: 'command',
      func: action === 'play' ? 'playVideo' : 'pauseVideo',
      args: '',
    });
  if (provider === 'Vimeo') return JSON.stringify({ method: action });
  return null;
}
