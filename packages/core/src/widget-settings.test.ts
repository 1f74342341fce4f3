import { describe, expect, it } from 'vitest';
import { checkoutMinimumProblem, instalmentMessage } from './checkout-rules.ts';
import {
  DEFAULT_MAP_OPTIONS,
  normalizeMapLocation,
  normalizeMapOptions,
  normalizePopupOverlay,
  POPUP_STORAGE_KEYS,
  shouldShowPopupOverlay,
} from './widget-settings.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('popup overlay', () => {
  it('UI-048 the settings', () => {
    expect(Object.keys(normalizePopupOverlay()).sort()).toEqual(
      ['displayFrequency', 'enableMobile', 'showUntilSignup', 'style', 'version'].sort(),
    );
  });
  it('UI-049 a closed popup is not shown again within its window of days', () => {
    const settings = normalizePopupOverlay({ displayFrequency: 3, version: 1 });
    const closed = { dateClosed: 0, version: 1 };
    expect(shouldShowPopupOverlay(settings, closed, 2 * DAY)).toBe(false);
    expect(shouldShowPopupOverlay(settings, closed, 3 * DAY)).toBe(true);
  });
  it('UI-050 a frequency of -1 means never again once closed', () => {
    const settings = normalizePopupOverlay({ displayFrequency: -1, version: 1 });
    expect(shouldShowPopupOverlay(settings, { dateClosed: 1, version: 1 }, 1000 * DAY)).toBe(false);
    expect(shouldShowPopupOverlay(settings, {}, 0)).toBe(true);
  });
  it('UI-051 with showUntilSignup, not shown again once submitted', () => {
    const settings = normalizePopupOverlay({ showUntilSignup: true, version: 1 });
    expect(shouldShowPopupOverlay(settings, { submitted: true, version: 1 }, 0)).toBe(false);
    expect(
      shouldShowPopupOverlay(normalizePopupOverlay({ version: 1 }), { submitted: true, version: 1 }, 0),
    ).toBe(true);
  });
  it('UI-052 the stored version is compared with the settings’ version: a new one shows again', () => {
    const settings = normalizePopupOverlay({ displayFrequency: -1, showUntilSignup: true, version: 2 });
    expect(shouldShowPopupOverlay(settings, { dateClosed: 1, submitted: true, version: 1 }, 5)).toBe(true);
    expect(shouldShowPopupOverlay(settings, { dateClosed: 1, submitted: true, version: 2 }, 5)).toBe(false);
  });
  it('UI-053 the local-storage keys', () => {
    expect(Object.values(POPUP_STORAGE_KEYS)).toEqual(['date-closed', 'version', 'submitted']);
  });
});

describe('map settings', () => {
  it('UI-077 a map location’s fields', () => {
    expect(Object.keys(normalizeMapLocation()).sort()).toEqual(
      [
        'addressCountry',
        'addressLine1',
        'addressLine2',
        'addressTitle',
        'mapLat',
        'mapLng',
        'mapZoom',
        'markerLat',
        'markerLng',
      ].sort(),
    );
  });
  it('UI-078 UI-079 UI-080 no location: a fixed centre, zoom 12, the marker at the centre', () => {
    const a = normalizeMapLocation();
    const b = normalizeMapLocation({});
    expect(a).toEqual(b);
    expect(a.mapZoom).toBe(12);
    expect([a.markerLat, a.markerLng]).toEqual([a.mapLat, a.mapLng]);
    expect(normalizeMapLocation({ mapLat: 51.5, mapLng: -0.12 })).toMatchObject({
      markerLat: 51.5,
      markerLng: -0.12,
    });
  });
  it('UI-081 UI-082 map UI options and their defaults', () => {
    expect(DEFAULT_MAP_OPTIONS).toEqual({
      style: 'Grayscale',
      showLabels: true,
      showTerrain: false,
      draggable: true,
      scrollwheel: true,
      showControls: true,
      disableDefaultUI: true,
      markerDraggable: false,
      linkOnClick: true,
    });
    expect(normalizeMapOptions({ showTerrain: true, draggable: 'yes' })).toMatchObject({
      showTerrain: true,
      draggable: true,
    });
  });
});

describe('checkout phrases', () => {
  it('SHOP-031 below the checkout minimum, checkout is refused with the minimum amount', () => {
    expect(checkoutMinimumProblem({ subtotalCents: 900, minimumCents: 1000, currencyCode: 'USD' })).toBe(
      'To check out, your order subtotal must be $10.00 or more.',
    );
    expect(
      checkoutMinimumProblem({ subtotalCents: 1000, minimumCents: 1000, currencyCode: 'USD' }),
    ).toBeNull();
  });
  it('SHOP-032 instalments for orders over an amount', () => {
    expect(instalmentMessage({ subtotalCents: 5000, minCents: 3500, currencyCode: 'USD' })).toBe(
      'Pay in interest-free instalments on orders over $35.00.',
    );
    expect(instalmentMessage({ subtotalCents: 3000, minCents: 3500, currencyCode: 'USD' })).toBeNull();
  });
  it('SHOP-033 instalments for orders up to an amount', () => {
    expect(instalmentMessage({ subtotalCents: 5000, maxCents: 100000, currencyCode: 'USD' })).toBe(
      'Pay in interest-free instalments on orders up to $1,000.00.',
    );
    expect(
      instalmentMessage({ subtotalCents: 5000, minCents: 3500, maxCents: 100000, currencyCode: 'USD' }),
    ).toBe('Pay in interest-free instalments on orders over $35.00 and up to $1,000.00.');
    expect(instalmentMessage({ subtotalCents: 200000, maxCents: 100000, currencyCode: 'USD' })).toBeNull();
  });
});
