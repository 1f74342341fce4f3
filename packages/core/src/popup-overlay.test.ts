// Issue 19 (PAGE-005, UI-048..UI-053): the popup overlay's schema and when a visitor sees it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUP_OVERLAY, popupOverlayOf, popupOverlaySchema } from './popup-overlay.ts';
import {
  closedState,
  POPUP_STORAGE_KEYS,
  type PopupStoredState,
  shouldShowPopup,
  submittedState,
} from './popup-overlay-rules.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
const none: PopupStoredState = { dateClosed: null, version: null, submitted: null };
const settings = { version: 3, displayFrequency: 7, showUntilSignup: true };
const closedDaysAgo = (days: number, version = '3'): PopupStoredState => ({
  dateClosed: new Date(NOW - days * DAY).toISOString(),
  version,
  submitted: null,
});

describe('UI-048 the popup overlay settings', () => {
  it('UI-048 the settings are style, version, showUntilSignup, displayFrequency and enableMobile, bounded', () => {
    const ok = popupOverlaySchema.parse({ ...DEFAULT_POPUP_OVERLAY, enabled: true, heading: ' Hi ' });
    expect(ok.heading).toBe('Hi');
    for (const key of ['style', 'version', 'showUntilSignup', 'displayFrequency', 'enableMobile'])
      expect(ok).toHaveProperty(key);
    for (const bad of [
      { displayFrequency: -2 },
      { displayFrequency: 366 },
      { displayFrequency: 1.5 },
      { delaySeconds: 121 },
      { scrollPercent: 0 },
      { version: 0 },
      { style: 'WILD' },
      { trigger: 'NOW' },
      { buttonUrl: 'javascript:alert(1)', buttonLabel: 'x' },
      { buttonUrl: '/news' },
      { heading: '' },
      { extra: 1 },
    ])
      expect(
        popupOverlaySchema.safeParse({ ...DEFAULT_POPUP_OVERLAY, enabled: true, heading: 'Hi', ...bad })
          .success,
        JSON.stringify(bad),
      ).toBe(false);
  });

  it('PAGE-005 a site without a stored popup has one, off', () => {
    expect(popupOverlayOf({})).toEqual(DEFAULT_POPUP_OVERLAY);
    expect(popupOverlayOf({ popupOverlay: { enabled: true, heading: '' } }).enabled).toBe(false);
  });

  it('decision 058 a popup stored before the picture and sign-up keeps its content, with neither', () => {
    const before = { enabled: true, heading: 'Hi', text: 'Old', buttonLabel: 'Go', buttonUrl: '/go' };
    expect(popupOverlayOf({ popupOverlay: before })).toMatchObject({
      ...before,
      imageMediaId: null,
      layout: 'IMAGE_TOP',
      hasSignup: false,
    });
    const ok = { ...DEFAULT_POPUP_OVERLAY, enabled: true, heading: 'Hi' };
    expect(popupOverlaySchema.safeParse({ ...ok, imageMediaId: 'ab'.repeat(12) }).success).toBe(true);
    for (const bad of [
      { imageMediaId: '../x' },
      { layout: 'IMAGE_RIGHT' },
      { signupButtonText: 'x'.repeat(41) },
    ])
      expect(popupOverlaySchema.safeParse({ ...ok, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('UI-049..UI-053 when the popup shows', () => {
  it('UI-053 the state lives under the keys date-closed, version and submitted', () => {
    expect(Object.values(POPUP_STORAGE_KEYS).map((key) => key.split(':')[1])).toEqual([
      'date-closed',
      'version',
      'submitted',
    ]);
    expect(closedState(settings, NOW, none)).toEqual({
      dateClosed: new Date(NOW).toISOString(),
      version: '3',
      submitted: null,
    });
    expect(submittedState(settings, NOW).submitted).toBe('true');
  });

  it('UI-049 a closed popup is not shown again within its displayFrequency window of days', () => {
    expect(shouldShowPopup(none, settings, NOW)).toBe(true);
    expect(shouldShowPopup(closedDaysAgo(0), settings, NOW)).toBe(false);
    expect(shouldShowPopup(closedDaysAgo(6.9), settings, NOW)).toBe(false);
    expect(shouldShowPopup(closedDaysAgo(7), settings, NOW)).toBe(true);
    expect(shouldShowPopup(closedDaysAgo(0), { ...settings, displayFrequency: 0 }, NOW)).toBe(true);
  });

  it('UI-050 a displayFrequency of -1 means a closed popup is never shown again', () => {
    const never = { ...settings, displayFrequency: -1 };
    expect(shouldShowPopup(none, never, NOW)).toBe(true);
    expect(shouldShowPopup(closedDaysAgo(3650), never, NOW)).toBe(false);
  });

  it('UI-051 with showUntilSignup, a popup is not shown again once submitted', () => {
    const signedUp = { ...submittedState(settings, NOW - 100 * DAY) };
    expect(shouldShowPopup(signedUp, settings, NOW)).toBe(false);
    // Without showUntilSignup a sign-up counts as a close: the window applies.
    expect(shouldShowPopup(signedUp, { ...settings, showUntilSignup: false }, NOW)).toBe(true);
  });

  it('UI-052 the stored version is compared with the settings: a new version shows it again', () => {
    expect(shouldShowPopup(closedDaysAgo(1, '2'), settings, NOW)).toBe(true);
    expect(shouldShowPopup({ ...submittedState(settings, NOW), version: '2' }, settings, NOW)).toBe(true);
    expect(shouldShowPopup(closedDaysAgo(1, '3'), settings, NOW)).toBe(false);
    // A close of the new version keeps no sign-up of an old one.
    expect(
      closedState(settings, NOW, { ...submittedState(settings, NOW), version: '2' }).submitted,
    ).toBeNull();
  });

  it('UI-052 a stored date that is not a date does not hide the popup', () => {
    expect(shouldShowPopup({ dateClosed: 'soon', version: '3', submitted: null }, settings, NOW)).toBe(true);
  });
});
