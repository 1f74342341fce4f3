import { describe, expect, it } from 'vitest';
import { DEFAULT_MOBILE_INFO_BAR, mapHref, mobileInfoBarContent, telHref } from './mobile-info-bar.ts';

const business = {
  phone: '+44 (1234) 567 890',
  address: '12 Mill Yard',
  email: 'a@b.example',
  hours: 'Mon 9–5',
};

describe('the mobile information bar (UI-098)', () => {
  it('UI-098 off by default; on, the chosen items the business information fills', () => {
    expect(mobileInfoBarContent(DEFAULT_MOBILE_INFO_BAR, business)).toBeNull();
    const on = { ...DEFAULT_MOBILE_INFO_BAR, isEnabled: true };
    expect(mobileInfoBarContent(on, business)).toEqual(business);
    expect(mobileInfoBarContent({ ...on, showHours: false }, business)?.hours).toBe('');
    expect(mobileInfoBarContent(on, { ...business, phone: 'call us', email: 'none' })).toMatchObject({
      phone: '',
      email: '',
    });
    expect(mobileInfoBarContent(on, { phone: '', address: ' ', email: '', hours: '' })).toBeNull();
  });

  it('UI-098 links: a dialable number, a map search of the address', () => {
    expect(telHref('+44 (1234) 567-890')).toBe('tel:+441234567890');
    expect(mapHref('12 Mill Yard,\nRiverside')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Mill%20Yard%2C%20Riverside',
    );
  });
});
