// Squarespace's mobile information bar (UI-098) without its schema: its items, its default, and
// what it shows. No zod here: the page editor's canvas imports this before it is ready
// (docs/decisions/029); the schema is in mobile-info-bar.ts, which re-exports all of this.
import type { MobileInfoBarSettings } from './mobile-info-bar.ts';

export const MOBILE_INFO_BAR_ITEMS = ['phone', 'address', 'email', 'hours'] as const;
export type MobileInfoBarItem = (typeof MOBILE_INFO_BAR_ITEMS)[number];

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
