// Issue 19 (PAGE-005, UI-048): the site's popup overlay — the one "popup overlay page" a site has,
// modelled as settings of the site (docs/decisions/048-popup-overlay.md). Stored in
// `settings.popupOverlay`; this schema checks it on the way in (server) and in the config form.
import { z } from 'zod';
import { isAnnouncementLink } from './announcement-bar.ts';
import { POPUP_NEVER_AGAIN } from './popup-overlay-rules.ts';
import { text } from './text.ts';

export const POPUP_HEADING_MAX = 80;
export const POPUP_TEXT_MAX = 400;
export const POPUP_BUTTON_LABEL_MAX = 40;
export const POPUP_BUTTON_URL_MAX = 500;
export const POPUP_DELAY_MAX = 120;
export const POPUP_FREQUENCY_MAX = 365;
export const POPUP_VERSION_MAX = 1_000_000;
export const POPUP_IMAGE_ALT_MAX = 200;
export const POPUP_SIGNUP_BUTTON_MAX = 40;
export const POPUP_SIGNUP_SUCCESS_MAX = 200;

/** Decision 058: the newsletter sign-up inside the popup is the form of this id (forms, newsletter). */
export const POPUP_FORM_ID = 'popup-overlay';
/** A media library id (24 hex), the only image a popup may show. */
const MEDIA_ID = /^[0-9a-f]{24}$/;

/** UI-048 "style": where the dialog sits (the spec leaves it open). */
export const POPUP_STYLES = ['CENTER', 'BOTTOM'] as const;
/** What opens it: after N seconds, at a scroll depth, or when the pointer leaves for the tab bar. */
export const POPUP_TRIGGERS = ['DELAY', 'SCROLL', 'EXIT'] as const;
/** Decision 058: where the image sits beside the text (on phones it is always on top). */
export const POPUP_LAYOUTS = ['IMAGE_TOP', 'IMAGE_LEFT'] as const;

export type PopupStyle = (typeof POPUP_STYLES)[number];
export type PopupTrigger = (typeof POPUP_TRIGGERS)[number];
export type PopupLayout = (typeof POPUP_LAYOUTS)[number];

export interface PopupOverlay {
  enabled: boolean;
  heading: string;
  text: string;
  buttonLabel: string;
  buttonUrl: string;
  trigger: PopupTrigger;
  delaySeconds: number;
  scrollPercent: number;
  style: PopupStyle;
  version: number;
  showUntilSignup: boolean;
  displayFrequency: number;
  enableMobile: boolean;
  /** Decision 058: an image of the site's media library, or null; its alt text; where it sits. */
  imageMediaId: string | null;
  imageAlt: string;
  layout: PopupLayout;
  /** Decision 058: a newsletter sign-up inside the popup (the Newsletter block's form and flow). */
  hasSignup: boolean;
  signupButtonText: string;
  signupSuccessMessage: string;
  signupAskName: boolean;
}

export const DEFAULT_POPUP_OVERLAY: PopupOverlay = {
  enabled: false,
  heading: '',
  text: '',
  buttonLabel: '',
  buttonUrl: '',
  trigger: 'DELAY',
  delaySeconds: 5,
  scrollPercent: 50,
  style: 'CENTER',
  version: 1,
  showUntilSignup: true,
  displayFrequency: 7,
  enableMobile: true,
  imageMediaId: null,
  imageAlt: '',
  layout: 'IMAGE_TOP',
  hasSignup: false,
  signupButtonText: 'Sign up',
  signupSuccessMessage: 'Thank you for signing up.',
  signupAskName: false,
};

const int = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

export const popupOverlaySchema = z
  .strictObject({
    enabled: z.boolean({ error: 'must be true or false' }),
    heading: text({ max: POPUP_HEADING_MAX, trim: true }),
    text: text({ max: POPUP_TEXT_MAX, trim: true }),
    buttonLabel: text({ max: POPUP_BUTTON_LABEL_MAX, trim: true }),
    buttonUrl: text({ max: POPUP_BUTTON_URL_MAX, trim: true }),
    trigger: z.enum(POPUP_TRIGGERS, { error: 'must be DELAY, SCROLL or EXIT' }),
    delaySeconds: int(0, POPUP_DELAY_MAX),
    scrollPercent: int(1, 100),
    style: z.enum(POPUP_STYLES, { error: 'must be CENTER or BOTTOM' }),
    version: int(1, POPUP_VERSION_MAX),
    showUntilSignup: z.boolean({ error: 'must be true or false' }),
    // UI-049, UI-050: days; -1 = never again after a close; 0 = on every visit.
    displayFrequency: int(POPUP_NEVER_AGAIN, POPUP_FREQUENCY_MAX),
    enableMobile: z.boolean({ error: 'must be true or false' }),
    imageMediaId: z.string().regex(MEDIA_ID, 'must be an image of the media library').nullable(),
    imageAlt: text({ max: POPUP_IMAGE_ALT_MAX, trim: true }),
    layout: z.enum(POPUP_LAYOUTS, { error: 'must be IMAGE_TOP or IMAGE_LEFT' }),
    hasSignup: z.boolean({ error: 'must be true or false' }),
    signupButtonText: text({ max: POPUP_SIGNUP_BUTTON_MAX, trim: true }),
    signupSuccessMessage: text({ max: POPUP_SIGNUP_SUCCESS_MAX, trim: true }),
    signupAskName: z.boolean({ error: 'must be true or false' }),
  })
  .superRefine((popup, ctx) => {
    if (popup.enabled && popup.heading === '')
      ctx.addIssue({ code: 'custom', path: ['heading'], message: 'must not be empty while the popup is on' });
    if (popup.buttonUrl !== '' && !isAnnouncementLink(popup.buttonUrl))
      ctx.addIssue({
        code: 'custom',
        path: ['buttonUrl'],
        message: 'must start with https:// or be a path of this site, such as /newsletter',
      });
    if (popup.buttonUrl !== '' && popup.buttonLabel === '')
      ctx.addIssue({
        code: 'custom',
        path: ['buttonLabel'],
        message: 'must not be empty when there is a link',
      });
    if (popup.buttonUrl === '' && popup.buttonLabel !== '')
      ctx.addIssue({
        code: 'custom',
        path: ['buttonUrl'],
        message: 'must not be empty when there is a button text',
      });
  });

export type PopupOverlayInput = z.input<typeof popupOverlaySchema>;

/** The stored popup with defaults for what is missing or not valid (rows from before issue 19: off). */
export function popupOverlayOf(settings: { popupOverlay?: Record<string, unknown> }): PopupOverlay {
  const parsed = popupOverlaySchema.safeParse({ ...DEFAULT_POPUP_OVERLAY, ...settings.popupOverlay });
  return parsed.success ? parsed.data : DEFAULT_POPUP_OVERLAY;
}
