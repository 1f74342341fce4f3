import {
  RESTAURANT_DEFAULTS,
  RESTAURANT_LANGUAGES,
  type RestaurantBookingSettings,
} from '@folio/core/restaurant-booking-block';
import type { Fields } from '@puckeditor/core';

/** Issue 19 (docs/decisions/049): the restaurant's OpenTable id, language and layout preference. */
export const restaurantBookingFields: Fields<RestaurantBookingSettings> = {
  restaurantId: { type: 'text', label: 'OpenTable restaurant id (rid, digits)' },
  language: {
    type: 'select',
    label: 'Language',
    options: RESTAURANT_LANGUAGES.map((l) => ({ label: l.label, value: l.value })),
  },
  layout: {
    type: 'radio',
    label: 'Layout',
    options: [
      { label: 'Automatic', value: 'auto' },
      { label: 'Wide', value: 'wide' },
      { label: 'Column', value: 'column' },
    ],
  },
};

export const restaurantBookingDefaults: RestaurantBookingSettings = { ...RESTAURANT_DEFAULTS };
