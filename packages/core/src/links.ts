// Link helpers (CORE-019..029): what kind of link an address is, and whether it is acceptable.
export type LinkKind =
  | 'tel'
  | 'sms'
  | 'mailto'
  | 'anchor'
  | 'javascript'
  | 'ftp'
  | 'content'
  | 'file'
  | 'internal'
  | 'web';

export const LINK_LIMITS = {
  tel: 50,
  sms: 1000,
  mailto: 1000,
  anchor: 100,
  javascript: 250,
  ftp: 100,
  internal: 150,
} as const;

export function linkKind(url: string): LinkKind {
  const lower = url.toLowerCase();
  if (lower.startsWith('tel:')) return 'tel';
  if (lower.startsWith('sms:')) return 'sms';
  if (lower.startsWith('mailto:')) return 'mailto';
  if (lower.startsWith('javascript:')) return 'javascript';
  if (lower.startsWith('ftp:')) return 'ftp';
  if (url.startsWith('#')) return 'anchor';
  if (url.startsWith('/pages/')) return 'content';
  if (url.startsWith('/s/')) return 'file';
  if (url.startsWith('/')) return 'internal';
  return 'web';
}

/** CORE-028: /pages/ and the 24-character id of the page. */
export const CONTENT_LINK = /^\/pages\/[0-9a-f]{24}$/i;

/** "Under N characters" is read as at most N-1. */
const under = (url: string, limit: number) => url.length < limit;

/** Whether a link of its kind is acceptable (CORE-019..029). Web addresses are checked elsewhere. */
export function isValidLink(url: string): boolean {
  const kind = linkKind(url);
  switch (kind) {
    case 'tel': {
      // CORE-020: a proper number of 4 or more digits; a plus or minus allowed.
      const number = url.slice(4);
      return (
        under(url, LINK_LIMITS.tel) && /^[+-]?[\d-]+$/.test(number) && (number.match(/\d/g)?.length ?? 0) >= 4
      );
    }
    case 'sms':
      return under(url, LINK_LIMITS.sms);
    case 'mailto': {
      // CORE-023: the address has a domain with an extension.
      const address = url.slice(7).split('?')[0] ?? '';
      return under(url, LINK_LIMITS.mailto) && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/.test(address);
    }
    case 'anchor':
      return under(url, LINK_LIMITS.anchor);
    case 'javascript':
      return under(url, LINK_LIMITS.javascript);
    case 'ftp':
      return under(url, LINK_LIMITS.ftp);
    case 'content':
      return CONTENT_LINK.test(url);
    case 'file':
      return url.length > 3;
    case 'internal':
      return under(url, LINK_LIMITS.internal);
    case 'web':
      return true;
  }
}

/**
 * A link or image address a visitor may safely follow from a published page: site paths, anchors,
 * content links, files, http(s), mailto and tel; never javascript:, ftp or sms, and never a
 * protocol-relative address (nor one a browser turns into one). Empty is allowed (no link).
 */
export function isSafeUrl(url: string): boolean {
  if (url === '') return true;
  // Browsers read a backslash as a slash and drop tabs and newlines, so `/\evil.example` or
  // `/<tab>/evil.example` is another host (issue 14, item 10): no backslash or control character at all.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001F\u007F]/.test(url)) return false;
  const kind = linkKind(url);
  if (kind === 'javascript' || kind === 'ftp' || kind === 'sms') return false;
  if (kind === 'web' && !/^https?:\/\/[^\s]+$/i.test(url)) return false;
  if (kind === 'internal' && url.startsWith('//')) return false;
  return isValidLink(url);
}
