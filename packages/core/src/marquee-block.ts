// The Marquee block (issue 19, UI-023..027, docs/decisions/047): a line of text that scrolls
// across the page, straight or along a wave. Pure rules shared by the page codec (refused on
// save), the server render, the browser island and the editor.

/** UI-023: the block's props besides its text items. */
export type MarqueeDirection = 'left' | 'right';
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;

export interface MarqueeSettings {
  waveFrequency: number;
  waveIntensity: number;
  animationDirection: MarqueeDirection;
  animationSpeed: number;
  pausedOnHover: boolean;
}

export interface MarqueeItem {
  text: string;
}

/** The bounds of each number (whole numbers); out of range is refused on save, not cut to fit. */
export const MARQUEE_BOUNDS = {
  /** Waves per stretch of text: 1 = long, gentle waves (1000 px), 10 = short ones (250 px). */
  waveFrequency: { min: 1, max: 10 },
  /** How high the wave goes: 0 = a straight line (no wave), 10 = the highest. */
  waveIntensity: { min: 0, max: 10 },
  /** 1 = slowest (20 px a second), 10 = fastest (200 px a second). */
  animationSpeed: { min: 1, max: 10 },
} as const;

export const MARQUEE_MAX_ITEMS = 12;
export const MARQUEE_TEXT_MAX = 200;

/** UI-025: the marquee region is at least 50 wide. */
export const MARQUEE_MIN_REGION_WIDTH = 50;
/** UI-026: a path segment (one wave) is 250 to 1000 long, shorter as the frequency rises. */
export const MARQUEE_SEGMENT_MIN = 250;
export const MARQUEE_SEGMENT_MAX = 1000;
/** UI-027: the marquee rerenders (after a resize) with this debounce. */
export const MARQUEE_RERENDER_DEBOUNCE_MS = 1000;
/** Pixels a second at speed 1; speed n moves n times as fast. */
export const MARQUEE_PX_PER_SECOND_PER_SPEED = 20;
/** The wave's height (peak to centre) at intensity 1, in px; intensity n is n times as high. */
export const MARQUEE_AMPLITUDE_PER_INTENSITY = 4;

export const MARQUEE_DEFAULTS: MarqueeSettings = {
  waveFrequency: 3,
  waveIntensity: 4,
  animationDirection: 'left',
  animationSpeed: 3,
  pausedOnHover: true,
};

export const MARQUEE_MESSAGES = {
  items: `A Marquee shows 1 to ${MARQUEE_MAX_ITEMS} pieces of text.`,
  text: `Each piece of a Marquee’s text is at most ${MARQUEE_TEXT_MAX} characters.`,
  waveFrequency: `A Marquee’s wave frequency is a whole number from ${MARQUEE_BOUNDS.waveFrequency.min} to ${MARQUEE_BOUNDS.waveFrequency.max}.`,
  waveIntensity: `A Marquee’s wave intensity is a whole number from ${MARQUEE_BOUNDS.waveIntensity.min} to ${MARQUEE_BOUNDS.waveIntensity.max}.`,
  animationSpeed: `A Marquee’s speed is a whole number from ${MARQUEE_BOUNDS.animationSpeed.min} to ${MARQUEE_BOUNDS.animationSpeed.max}.`,
  animationDirection: 'A Marquee moves to the left or to the right.',
  pausedOnHover: 'A Marquee either pauses on hover or does not.',
} as const;

type NumberProp = keyof typeof MARQUEE_BOUNDS;

function asNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' ? n : Number.NaN;
}

function isInBounds(name: NumberProp, value: unknown): boolean {
  const n = asNumber(value);
  if (n === undefined) return true;
  const { min, max } = MARQUEE_BOUNDS[name];
  return Number.isInteger(n) && n >= min && n <= max;
}

/** What is wrong with a Marquee's props as the editor sent them, or null. */
export function marqueeProblem(props: Record<string, unknown>): string | null {
  const items = props.items;
  if (items !== undefined) {
    if (!Array.isArray(items) || items.length < 1 || items.length > MARQUEE_MAX_ITEMS)
      return MARQUEE_MESSAGES.items;
    for (const item of items) {
      const text = (item as { text?: unknown } | null)?.text;
      if (text !== undefined && (typeof text !== 'string' || text.length > MARQUEE_TEXT_MAX))
        return MARQUEE_MESSAGES.text;
    }
  }
  for (const name of Object.keys(MARQUEE_BOUNDS) as NumberProp[])
    if (!isInBounds(name, props[name])) return MARQUEE_MESSAGES[name];
  if (
    props.animationDirection !== undefined &&
    !MARQUEE_DIRECTIONS.includes(props.animationDirection as MarqueeDirection)
  )
    return MARQUEE_MESSAGES.animationDirection;
  if (props.pausedOnHover !== undefined && typeof props.pausedOnHover !== 'boolean')
    return MARQUEE_MESSAGES.pausedOnHover;
  return null;
}

/** The settings of stored props, every missing or odd value taken from the defaults. */
export function marqueeSettingsOf(props: Partial<Record<keyof MarqueeSettings, unknown>>): MarqueeSettings {
  const number = (name: NumberProp) =>
    isInBounds(name, props[name]) && asNumber(props[name]) !== undefined
      ? (asNumber(props[name]) as number)
      : MARQUEE_DEFAULTS[name];
  return {
    waveFrequency: number('waveFrequency'),
    waveIntensity: number('waveIntensity'),
    animationSpeed: number('animationSpeed'),
    animationDirection: MARQUEE_DIRECTIONS.includes(props.animationDirection as MarqueeDirection)
      ? (props.animationDirection as MarqueeDirection)
      : MARQUEE_DEFAULTS.animationDirection,
    pausedOnHover:
      typeof props.pausedOnHover === 'boolean' ? props.pausedOnHover : MARQUEE_DEFAULTS.pausedOnHover,
  };
}

/** The non-empty texts of stored items, trimmed and bounded. */
export function marqueeTexts(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items
    .map((item) => (item as { text?: unknown } | null)?.text)
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.trim().slice(0, MARQUEE_TEXT_MAX))
    .filter((text) => text !== '')
    .slice(0, MARQUEE_MAX_ITEMS);
}

/** UI-025: the width the marquee lays its text out in, never under 50. */
export function marqueeRegionWidth(measured: number): number {
  return Math.max(MARQUEE_MIN_REGION_WIDTH, Number.isFinite(measured) ? measured : 0);
}

/**
 * UI-026: the length of one path segment (one whole wave), 1000 at the lowest frequency down to
 * 250 at the highest, in even steps between.
 */
export function marqueeSegmentLength(waveFrequency: number): number {
  const { min, max } = MARQUEE_BOUNDS.waveFrequency;
  const f = Math.min(max, Math.max(min, Number.isFinite(waveFrequency) ? waveFrequency : min));
  const share = (f - min) / (max - min);
  return Math.round(MARQUEE_SEGMENT_MAX - share * (MARQUEE_SEGMENT_MAX - MARQUEE_SEGMENT_MIN));
}

/** How far the wave rises above and falls below its centre line, in px (0: a straight line). */
export function marqueeAmplitude(waveIntensity: number): number {
  return Math.max(0, waveIntensity) * MARQUEE_AMPLITUDE_PER_INTENSITY;
}

/** The speed, in px a second. */
export function marqueePixelsPerSecond(animationSpeed: number): number {
  return Math.max(1, animationSpeed) * MARQUEE_PX_PER_SECOND_PER_SPEED;
}

/**
 * The SVG path of a wave from x = 0: `segments` whole waves of `segmentLength`, each a rise and a
 * fall drawn as two cubic curves, centred on y = `centre`. Numbers only: safe for an attribute.
 */
export function marqueeWavePath(segmentLength: number, segments: number, amplitude: number, centre: number) {
  const half = segmentLength / 2;
  const k = half * 0.36; // control-point reach: close to a sine's shape
  const r = (n: number) => Math.round(n * 100) / 100;
  let d = `M0 ${r(centre)}`;
  for (let i = 0; i < segments * 2; i++) {
    const x0 = i * half;
    const y = i % 2 === 0 ? centre - amplitude : centre + amplitude;
    d += ` C${r(x0 + k)} ${r(y)} ${r(x0 + half - k)} ${r(y)} ${r(x0 + half)} ${r(centre)}`;
  }
  return d;
}
