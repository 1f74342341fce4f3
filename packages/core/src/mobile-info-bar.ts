// Squarespace's mobile information bar (UI-098): a bar fixed at the bottom of small screens (up to
// 1024 px wide) that offers the business's phone, address (a map link), email and opening hours
// from the site's business information. The owner turns it on and picks its items in Settings;
// stored in the site's profile (`settings.profile.mobileInfoBar`).
// The plain part (items, default, content) is mobile-info-bar-shape.ts, re-exported here.
import { z } from 'zod';

export * from './mobile-info-bar-shape.ts';

const flag = z.boolean({ error: 'must be true or false' });

export const mobileInfoBarSchema = z.strictObject({
  isEnabled: flag,
  showPhone: flag,
  showAddress: flag,
  showEmail: flag,
  showHours: flag,
});
export type MobileInfoBarSettings = z.output<typeof mobileInfoBarSchema>;
