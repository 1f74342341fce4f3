// Squarespace's mobile information bar (UI-098): a bar fixed at the bottom of small screens (up to
// 1024 px wide) that offers the business's phone, address (a map link), email and opening hours
// from the site's business information. The owner turns it on and picks its items in Settings;
// stored in the site's profile (`settings.profile.mobileInfoBar`).
import { z } from 'zod';

export const MOBILE_INFO_BAR_ITEMS = ['phone', 'address', 'email', 'hours'] as const;
export type MobileInfoBarItem = (typeof MOBILE_INFO_BAR_ITEMS)[number];

const flag = z.boolean({ error: 'must be true or false' });

export const mobileInfoBarSchema = z.strictObject({
  isEnabled: flag,
  showPhone: flag,
  showAddress: flag,
  showEmail: flag,
  showHours: flag,
});
export type MobileInfoBarSettings = z.output<typeof mobileInfoBarSchema>;

/** Off until the owner turns it on; then every item the business information has. */
export const DEFAULT_MOBILE_INFO_BAR: MobileInfoBarSettings = {
  isEnabled: false,
  showPhone: true,
  showAddress: true,
  showEmail: true,
  showHours: true,
};

/** What the bar shows: the chosen items the business information fills, in the bar's order. */
export interface MobileInfoBarContent {
  phone: string;
  address: string;
  email: string;
  hours: string;
}

const PHONE = /^\+?[0-9][0-9 ().-]{2,30}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * The bar's content, or null when it is off or would be empty. An item the owner chose is left out
 * when its business field is blank, or is no phone number or email address a link could dial or
 * write to; a bar with nothing in it is not shown at all.
 */
export function mobileInfoBarContent(
  settings: MobileInfoBarSettings,
  business: { phone: string; address: string; email: string; hours: string },
): MobileInfoBarContent | null {
  if (!settings.isEnabled) return null;
  const content: MobileInfoBarContent = {
    phone: settings.showPhone && PHONE.test(business.phone.trim()) ? business.phone.trim() : '',
    address: settings.showAddress ? business.address.trim() : '',
    email: settings.showEmail && EMAIL.test(business.email.trim()) ? business.email.trim() : '',
    hours: settings.showHours ? business.hours.trim() : '',
  };
  return Object.values(content).some(Boolean) ? content : null;
}

/** A phone number as a tel: address: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}

/** The address on a map: a search in the visitor's maps app or site, opened by the link only. */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s+/g, ' '))}`;
}
