import { describe, expect, it } from 'vitest';
import {
  cookieSettingsForApi,
  isValidSessionMarker,
  isValidVisitorCookie,
  MAP_STYLE_NAMES,
  MAP_STYLE_NUMBERS,
  measurementUnits,
  normalizeCookieBanner,
  relativeTime,
} from './site-settings.ts';

describe('cookie banner settings', () => {
  const defaults = normalizeCookieBanner();
  it('UI-034 the settings', () => {
    expect(Object.keys(defaults).sort()).toEqual(
      [
        'cookieBannerCtaText',
        'cookieBannerCtaVariant',
        'cookieBannerPosition',
        'cookieBannerText',
        'cookieBannerTheme',
        'cookieBannerVariant',
        'cookieBannerOptOutCtaText',
        'cookieBannerAcceptType',
        'isCookieBannerEnabled',
        'isActivityLogEnabled',
        'isAnalyticsCookiesDisabled',
        'isRestrictiveCookiePolicyAbsolute',
      ].sort(),
    );
  });
  it('UI-035 UI-036 the API form', () => {
    const api = cookieSettingsForApi(
      normalizeCookieBanner({ isActivityLogEnabled: false, isRestrictiveCookiePolicyAbsolute: true }),
    );
    expect(api.isVisitorDataRestricted).toBe(true);
    expect(api.isRestrictiveCookiePolicyEnabled).toBe(true);
    expect(cookieSettingsForApi(defaults).isVisitorDataRestricted).toBe(false);
  });
  it('UI-037 a missing or unknown setting takes its default', () => {
    expect(normalizeCookieBanner({ cookieBannerTheme: 'PURPLE', cookieBannerVariant: 42 })).toMatchObject({
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'BAR',
    });
  });
  it('UI-038 a text that is only an empty paragraph takes the default', () => {
    expect(normalizeCookieBanner({ cookieBannerText: '<p></p>' }).cookieBannerText).toBe(
      defaults.cookieBannerText,
    );
    expect(normalizeCookieBanner({ cookieBannerText: '<p>Hi</p>' }).cookieBannerText).toBe('<p>Hi</p>');
  });
  it('UI-039 UI-040 UI-041 default texts', () => {
    expect(defaults.cookieBannerCtaText).toBe('Accept');
    expect(defaults.cookieBannerOptOutCtaText).toBe('Decline');
    expect(defaults.cookieBannerText).toBe(
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    );
  });
  it('UI-042 UI-043 UI-044 UI-045 choices and their defaults', () => {
    expect(defaults).toMatchObject({
      cookieBannerCtaVariant: 'ICON',
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'BAR',
      cookieBannerAcceptType: 'OPT_IN',
    });
    expect(
      normalizeCookieBanner({
        cookieBannerCtaVariant: 'TEXT',
        cookieBannerTheme: 'LIGHT',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      }),
    ).toMatchObject({
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    });
  });
  it('UI-046 UI-047 positions for bars and popups', () => {
    expect(defaults.cookieBannerPosition).toBe('BOTTOM');
    expect(normalizeCookieBanner({ cookieBannerPosition: 'TOP' }).cookieBannerPosition).toBe('TOP');
    expect(normalizeCookieBanner({ cookieBannerVariant: 'POPUP' }).cookieBannerPosition).toBe('BOTTOM_LEFT');
    expect(
      normalizeCookieBanner({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT' })
        .cookieBannerPosition,
    ).toBe('TOP_RIGHT');
    expect(
      normalizeCookieBanner({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' })
        .cookieBannerPosition,
    ).toBe('BOTTOM_LEFT');
  });
});

describe('other shared settings', () => {
  it('UI-083 UI-084 map styles by name and by the editor’s numbers', () => {
    expect(MAP_STYLE_NAMES).toEqual([
      'Original',
      'Grayscale',
      'Satellite',
      'MinimalDark',
      'MinimalLight',
      'MinimalBlue',
    ]);
    expect(MAP_STYLE_NUMBERS).toEqual({
      1: 'Original',
      2: 'Grayscale',
      3: 'Satellite',
      4: 'MinimalLight',
      5: 'MinimalDark',
      6: 'MinimalBlue',
    });
  });
  it('SHOP-034 SHOP-035 measurement units', () => {
    expect(measurementUnits('IMPERIAL')).toEqual({ weight: 'lbs', length: 'inch' });
    expect(measurementUnits('METRIC')).toEqual({ weight: 'kg', length: 'cm' });
    expect(measurementUnits(undefined)).toEqual({ weight: 'kg', length: 'cm' });
  });
  it('TRACK-004 a visitor cookie is an id and four positive integers separated by pipes', () => {
    expect(isValidVisitorCookie('abc-123|1700000000|1700000001|1700000002|3')).toBe(true);
    for (const bad of ['abc|1|2|3', 'abc|1|2|3|0', 'abc|1|2|3|-4', 'abc|1|2|3|4|5', '|1|2|3|4']) {
      expect(isValidVisitorCookie(bad)).toBe(false);
    }
  });
  it('TRACK-005 a session marker is a positive integer', () => {
    expect(isValidSessionMarker('1700000000')).toBe(true);
    for (const bad of ['0', '-1', '1.5', 'x', '']) expect(isValidSessionMarker(bad)).toBe(false);
  });
  it('UI-058 under 1 s reads "just now"', () => {
    expect(relativeTime(0)).toBe('just now');
    expect(relativeTime(0.9)).toBe('just now');
  });
  it('UI-059 under 60 s reads "about N seconds ago"', () => {
    expect(relativeTime(5)).toBe('about 5 seconds ago');
    expect(relativeTime(59)).toBe('about 59 seconds ago');
    expect(relativeTime(60)).toBe('about a minute ago');
  });
});
