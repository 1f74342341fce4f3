// The maps API: place search and details (UI-093, UI-094) and the maps settings, in and out.
import { text } from '@folio/core/text';
import { z } from 'zod';

// Not strict: the config area's requests carry the crumb as a query parameter too.
export const autocompleteQuery = z.object({
  input: text({ min: 1, max: 200, trim: true }),
  sessionToken: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
});

/** UI-094: details expects productPage and productSection, for cost tracking. */
export const detailsQuery = z.object({
  placeId: z.string().regex(/^[A-Za-z0-9_-]{1,300}$/, 'must be a place id'),
  productPage: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must name the product page'),
  productSection: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must name the product section'),
  sessionToken: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
});

export const placePrediction = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export const autocompleteAnswer = z.object({
  predictions: z.array(placePrediction),
  source: z.enum(['google', 'nominatim']),
});

export const detailsAnswer = z.object({
  placeId: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressCountry: z.string(),
  lat: z.number(),
  lng: z.number(),
  source: z.enum(['google', 'nominatim']),
});

export type PlacePrediction = z.infer<typeof placePrediction>;
export type PlaceDetails = Omit<z.infer<typeof detailsAnswer>, 'source'>;

/** A Google Maps key is letters, digits, - and _ (an empty one removes it). */
export const mapsSettingsBody = z
  .object({
    googleMapsApiKey: text({ max: 100, trim: true }).pipe(
      z.string().regex(/^[A-Za-z0-9_-]*$/, 'A Google Maps key is letters, digits, - and _ only'),
    ),
  })
  .strict();

export const mapsSettingsView = z.object({
  googleMapsApiKey: z.string(),
  /** Who draws the site's maps. */
  provider: z.enum(['google', 'leaflet']),
  /** Who answers the editor's place search; none: it is off. */
  geocoder: z.enum(['google', 'nominatim', 'none']),
  /** What a published page with a map gets (UI-088), for the editor's canvas to draw the same map. */
  map: z.object({
    provider: z.enum(['google', 'leaflet']),
    googleMapsApiKey: z.string().optional(),
    scriptUrl: z.string().optional(),
    language: z.string(),
    region: z.string(),
    tileUrl: z.string().optional(),
    tileAttribution: z.string().optional(),
    satelliteTileUrl: z.string().optional(),
  }),
});
