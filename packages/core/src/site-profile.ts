// The site's profile (issue 16 part 4): what an owner sets once in Settings and the published site
// uses everywhere: description (meta and sharing defaults), language (`lang` on <html>), time
// zone, logo and favicon (media ids), social accounts and business information (footer, Social
// links block, structured data). Stored as `settings.profile` on the site; a site without one
// reads the defaults. Shared by the server (validation on save), the renderer and the config area.
import { z } from 'zod';
import { DEFAULT_MOBILE_INFO_BAR, mobileInfoBarSchema } from './mobile-info-bar.ts';
import { COMMENTS_SHORTNAME_MESSAGE, COMMENTS_SHORTNAME_PATTERN } from './social-blocks.ts';
import { text } from './text.ts';

const MEDIA_ID = /^[0-9a-f]{24}$/;

export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'threads',
  'mastodon',
  'bluesky',
  'github',
  'email',
  'other',
] as const;

const HTTPS_ADDRESS = /^https:\/\/[^\s/$.?#][^\s]*$/i;

const EMAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * A social account: an https address, or for `email` (decision 054) an address to write to, kept
 * as `mailto:` (a bare address is accepted and given its `mailto:`).
 */
export const socialAccountSchema = z
  .strictObject({
    network: z.enum(SOCIAL_NETWORKS, { error: 'choose a network from the list' }),
    // Either shape passes here (so an unknown network still names a wrong address); the pair is
    // checked below.
    url: text({ max: 500, trim: true }).refine(
      (value) => HTTPS_ADDRESS.test(value) || EMAIL_ADDRESS.test(value.replace(/^mailto:/i, '')),
      'must be an address starting with https:// (for Email, an email address)',
    ),
  })
  .transform((account, ctx) => {
    if (account.network === 'email') {
      const address = account.url.replace(/^mailto:/i, '');
      if (EMAIL_ADDRESS.test(address)) return { ...account, url: `mailto:${address}` };
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'must be an email address such as hello@example.com',
      });
      return z.NEVER;
    }
    if (HTTPS_ADDRESS.test(account.url)) return account;
    ctx.addIssue({ code: 'custom', path: ['url'], message: 'must be an address starting with https://' });
    return z.NEVER;
  });

export const businessSchema = z.strictObject({
  name: text({ max: 200, trim: true }).default(''),
  address: text({ max: 500, trim: true }).default(''),
  phone: text({ max: 50, trim: true }).default(''),
  email: text({ max: 320, trim: true }).default(''),
  /** Opening hours as the owner writes them, one line per day or range ("Mon–Fri 9–17"). */
  hours: text({ max: 1000, trim: true }).default(''),
});

export const siteProfileSchema = z.strictObject({
  description: text({ max: 300, trim: true }).default(''),
  /** A BCP 47 language tag: `lang` on every page. */
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, 'must be a language tag such as en or en-GB')
    .default('en'),
  /** An IANA time zone, such as Europe/Paris. */
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => isTimeZone(zone), 'must be a time zone such as Europe/Paris')
    .default('UTC'),
  logoMediaId: z.string().regex(MEDIA_ID, 'must be an image of the media library').nullable().default(null),
  faviconMediaId: z
    .string()
    .regex(MEDIA_ID, 'must be an image of the media library')
    .nullable()
    .default(null),
  social: z.array(socialAccountSchema).max(20, 'at most 20 social accounts').default([]),
  business: businessSchema.default({ name: '', address: '', phone: '', email: '', hours: '' }),
  /**
   * PAGE-037 (decision 054): the site's comments shortname (Disqus's); set, blog pages load the
   * comment-count script and show each post's count. '' is none.
   */
  commentsShortname: z
    .string()
    .trim()
    .refine((value) => value === '' || COMMENTS_SHORTNAME_PATTERN.test(value), COMMENTS_SHORTNAME_MESSAGE)
    .default(''),
  /** UI-098: the bar of business details at the bottom of small screens. */
  mobileInfoBar: mobileInfoBarSchema.default(DEFAULT_MOBILE_INFO_BAR),
});

export type SiteProfile = z.output<typeof siteProfileSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const DEFAULT_PROFILE: SiteProfile = siteProfileSchema.parse({});
/** Parsed profiles by their stored object: a cached site's row is read on every render. */
const parsedProfiles = new WeakMap<object, SiteProfile>();

/**
 * The profile of a site's settings, with the defaults filled in (an old or partial row included).
 * The answer is shared between callers: read it, never change it.
 */
export function siteProfileOf(settings: { profile?: unknown } | null | undefined): SiteProfile {
  const stored = settings?.profile;
  if (!stored || typeof stored !== 'object') return DEFAULT_PROFILE;
  let profile = parsedProfiles.get(stored);
  if (!profile) {
    const parsed = siteProfileSchema.safeParse(stored);
    profile = parsed.success ? parsed.data : DEFAULT_PROFILE;
    parsedProfiles.set(stored, profile);
  }
  return profile;
}
