// Issue 19 (UI-054): the site's announcement bar — a short message above the header of published
// pages, with an optional link, that a visitor may dismiss (docs/decisions/046-announcement-bar.md).
// Stored in the site's settings row (`settings.announcementBar`); this schema checks it on the way in
// (server) and in the config area's form (the resolver), so both name a problem the same way.
import { z } from 'zod';
import { text } from './text.ts';

export const ANNOUNCEMENT_TEXT_MAX = 160;
export const ANNOUNCEMENT_LINK_LABEL_MAX = 40;
export const ANNOUNCEMENT_LINK_URL_MAX = 500;

export interface AnnouncementBar {
  enabled: boolean;
  text: string;
  linkLabel: string;
  linkUrl: string;
}

export const DEFAULT_ANNOUNCEMENT_BAR: AnnouncementBar = {
  enabled: false,
  text: '',
  linkLabel: '',
  linkUrl: '',
};

/** A link the bar may carry: an https address, or a path of this site ("/shop", not "//elsewhere"). */
export function isAnnouncementLink(url: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(url)) return true;
  if (!/^https:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.length > 0 && !/\s/.test(url);
  } catch {
    return false;
  }
}

export const announcementBarSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'must be true or false' }),
    text: text({ max: ANNOUNCEMENT_TEXT_MAX, trim: true }),
    linkLabel: text({ max: ANNOUNCEMENT_LINK_LABEL_MAX, trim: true }),
    linkUrl: text({ max: ANNOUNCEMENT_LINK_URL_MAX, trim: true }),
  })
  .superRefine((bar, ctx) => {
    if (bar.enabled && bar.text === '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'must not be empty while the bar is on' });
    if (bar.linkUrl !== '' && !isAnnouncementLink(bar.linkUrl))
      ctx.addIssue({
        code: 'custom',
        path: ['linkUrl'],
        message: 'must start with https:// or be a path of this site, such as /shop',
      });
    if (bar.linkUrl !== '' && bar.linkLabel === '')
      ctx.addIssue({
        code: 'custom',
        path: ['linkLabel'],
        message: 'must not be empty when there is a link',
      });
    if (bar.linkUrl === '' && bar.linkLabel !== '')
      ctx.addIssue({
        code: 'custom',
        path: ['linkUrl'],
        message: 'must not be empty when there is a link text',
      });
  });

export type AnnouncementBarInput = z.input<typeof announcementBarSchema>;

/** The stored bar with defaults for what is missing or not valid (rows from before issue 19: off). */
export function announcementBarOf(settings: { announcementBar?: Record<string, unknown> }): AnnouncementBar {
  const parsed = announcementBarSchema.safeParse({
    ...DEFAULT_ANNOUNCEMENT_BAR,
    ...settings.announcementBar,
  });
  return parsed.success ? parsed.data : DEFAULT_ANNOUNCEMENT_BAR;
}

/**
 * The version a dismissal is remembered against: 8 hex digits (FNV-1a) of the text, link label and
 * link. A visitor who closed the bar sees it again once its message changes.
 */
export function announcementVersion(bar: Pick<AnnouncementBar, 'text' | 'linkLabel' | 'linkUrl'>): string {
  const input = [bar.text, bar.linkLabel, bar.linkUrl].join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The local-storage key of the visitor's dismissal; its value is the version they closed. */
export const ANNOUNCEMENT_DISMISSED_KEY = 'folio-announcement-dismissed';
