// The Map block's save check (issue 19, docs/decisions/052): bounded numbers (lat -90..90, lng
// -180..180, zoom 1..20), address text through the shared text schema, a style 1..6, options on
// or off. Apart from map-block.ts so the browser island never loads zod.
import { z } from 'zod';
import { MAP_ADDRESS_MAX, MAP_BOUNDS } from './map-block.ts';
import { MAP_STYLE_NUMBERS } from './site-settings.ts';
import { text } from './text.ts';
import { DEFAULT_MAP_OPTIONS } from './widget-settings.ts';

/** A coordinate in range or absent; a zoom a whole number 1..20. */
const coordinate = (bounds: { min: number; max: number }, name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .finite()
    .min(bounds.min, `${name} must be between ${bounds.min} and ${bounds.max}`)
    .max(bounds.max, `${name} must be between ${bounds.min} and ${bounds.max}`)
    .optional();

const addressText = text({ max: MAP_ADDRESS_MAX, tooLong: `must be at most ${MAP_ADDRESS_MAX} characters` });

/** The location as saved (every part optional: a new block has none). */
export const mapLocationSchema = z.object({
  mapLat: coordinate(MAP_BOUNDS.lat, 'The map’s latitude'),
  mapLng: coordinate(MAP_BOUNDS.lng, 'The map’s longitude'),
  markerLat: coordinate(MAP_BOUNDS.lat, 'The marker’s latitude'),
  markerLng: coordinate(MAP_BOUNDS.lng, 'The marker’s longitude'),
  mapZoom: z
    .number({ error: 'The zoom must be a number' })
    .int('The zoom must be a whole number')
    .min(MAP_BOUNDS.zoom.min, `The zoom must be between ${MAP_BOUNDS.zoom.min} and ${MAP_BOUNDS.zoom.max}`)
    .max(MAP_BOUNDS.zoom.max, `The zoom must be between ${MAP_BOUNDS.zoom.min} and ${MAP_BOUNDS.zoom.max}`)
    .optional(),
  addressTitle: addressText.optional(),
  addressLine1: addressText.optional(),
  addressLine2: addressText.optional(),
  addressCountry: addressText.optional(),
});

const MESSAGES_BY_KEY: Record<string, string> = {
  addressTitle: 'The map’s title',
  addressLine1: 'The address',
  addressLine2: 'The address’s second line',
  addressCountry: 'The country',
};

/** What is wrong with a Map block's props, or null (checked on save; nothing is cut to fit). */
export function mapBlockProblem(props: Record<string, unknown>): string | null {
  const location = props.location ?? {};
  if (typeof location !== 'object' || location === null || Array.isArray(location))
    return 'A map’s location must be an object.';
  const parsed = mapLocationSchema.safeParse(location);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    const name = MESSAGES_BY_KEY[key];
    return name ? `${name} ${issue.message}.` : `${issue.message}.`;
  }
  const style = props.style;
  if (style !== undefined && !(typeof style === 'number' && style in MAP_STYLE_NUMBERS))
    return 'A map’s style is one of 1 to 6.';
  for (const key of Object.keys(DEFAULT_MAP_OPTIONS)) {
    if (key === 'style') continue;
    const value = props[key];
    if (value !== undefined && typeof value !== 'boolean') return `A map’s ${key} is on or off.`;
  }
  return null;
}
