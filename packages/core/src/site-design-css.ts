// The site's design without its schemas (issue 16, EDIT-033..035): the self-hosted font catalogue,
// the palettes and colour themes a design starts with, the default design, and the design as CSS
// custom properties. No zod here: the page editor imports this before it is ready, and building the
// schemas at startup cost it time (docs/decisions/029). The schemas, and the types they define, are
// in site-design.ts, which re-exports all of this, so other importers need not know the split.
import type { ColorTheme, DesignTokens, FontTheme, Palette, SiteDesign } from './site-design.ts';

// ---- Fonts -------------------------------------------------------------------------------------

export const FONT_WEIGHTS = [400, 500, 600] as const; // UI-102
export type FontWeight = (typeof FONT_WEIGHTS)[number];

export interface FontFamily {
  /** The id stored in font themes. */
  id: string;
  /** The family's name, as shown to the owner and written in `font-family`. */
  name: string;
  category: 'sans-serif' | 'serif' | 'display';
  /** The @fontsource package with its files, served from the site's own host; null: a system stack. */
  fontsource: string | null;
  /** The weights of UI-102 the package has; a theme asking for another uses the nearest. */
  weights: readonly FontWeight[];
  /** The CSS fallback stack after the family. */
  fallback: string;
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", serif';

/** Every family a font theme may use: self-hosted only, no third-party font host (issue 16). */
export const FONT_FAMILIES: readonly FontFamily[] = [
  {
    id: 'system-sans',
    name: 'System sans-serif',
    category: 'sans-serif',
    fontsource: null,
    weights: [400, 500, 600],
    fallback: SANS,
  },
  {
    id: 'system-serif',
    name: 'System serif',
    category: 'serif',
    fontsource: null,
    weights: [400, 500, 600],
    fallback:
      '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", P052, Georgia, "Times New Roman", serif',
  },
  {
    id: 'inter',
    name: 'Inter',
    category: 'sans-serif',
    fontsource: '@fontsource/inter',
    weights: [400, 500, 600],
    fallback: SANS,
  },
  {
    id: 'dm-sans',
    name: 'DM Sans',
    category: 'sans-serif',
    fontsource: '@fontsource/dm-sans',
    weights: [400, 500, 600],
    fallback: SANS,
  },
  {
    id: 'work-sans',
    name: 'Work Sans',
    category: 'sans-serif',
    fontsource: '@fontsource/work-sans',
    weights: [400, 500, 600],
    fallback: SANS,
  },
  {
    id: 'karla',
    name: 'Karla',
    category: 'sans-serif',
    fontsource: '@fontsource/karla',
    weights: [400, 500, 600],
    fallback: SANS,
  },
  {
    id: 'manrope',
    name: 'Manrope',
    category: 'sans-serif',
    fontsource: '@fontsource/manrope',
    weights: [400, 500, 600],
    fallback: SANS,
  },
  {
    id: 'space-grotesk',
    name: 'Space Grotesk',
    category: 'sans-serif',
    fontsource: '@fontsource/space-grotesk',
    weights: [400, 500, 600],
    fallback: SANS,
  },
  {
    id: 'lora',
    name: 'Lora',
    category: 'serif',
    fontsource: '@fontsource/lora',
    weights: [400, 500, 600],
    fallback: SERIF,
  },
  {
    id: 'source-serif-4',
    name: 'Source Serif 4',
    category: 'serif',
    fontsource: '@fontsource/source-serif-4',
    weights: [400, 500, 600],
    fallback: SERIF,
  },
  {
    id: 'eb-garamond',
    name: 'EB Garamond',
    category: 'serif',
    fontsource: '@fontsource/eb-garamond',
    weights: [400, 500, 600],
    fallback: SERIF,
  },
  {
    id: 'cormorant-garamond',
    name: 'Cormorant Garamond',
    category: 'serif',
    fontsource: '@fontsource/cormorant-garamond',
    weights: [400, 500, 600],
    fallback: SERIF,
  },
  {
    id: 'libre-baskerville',
    name: 'Libre Baskerville',
    category: 'serif',
    fontsource: '@fontsource/libre-baskerville',
    weights: [400],
    fallback: SERIF,
  },
  {
    id: 'playfair-display',
    name: 'Playfair Display',
    category: 'display',
    fontsource: '@fontsource/playfair-display',
    weights: [400, 500, 600],
    fallback: SERIF,
  },
  {
    id: 'fraunces',
    name: 'Fraunces',
    category: 'display',
    fontsource: '@fontsource/fraunces',
    weights: [400, 500, 600],
    fallback: SERIF,
  },
];

const FONT_IDS = new Map(FONT_FAMILIES.map((family) => [family.id, family]));

export function fontFamily(id: string): FontFamily | undefined {
  return FONT_IDS.get(id);
}

/** Ids of themes and of palettes: they reach markup (data attributes, class names). */
export const DESIGN_ID = /^[a-z][a-z0-9-]{0,31}$/;

// ---- Colours -----------------------------------------------------------------------------------

/** UI-106, and the owner's own. */
export const PALETTE_IDS = ['blue', 'green', 'red', 'pink', 'orange', 'gray', 'custom'] as const;
export type PaletteId = (typeof PALETTE_IDS)[number];

/** The five colours of a palette, lightest to darkest (Squarespace's model). */
export const PALETTE_ROLES = ['lightest', 'light', 'accent', 'dark', 'darkest'] as const;
export type PaletteRole = (typeof PALETTE_ROLES)[number];

/** The starting palettes (UI-106), from the token colours of `packages/site/src/styles/tokens.css`. */
export const PRESET_PALETTES: Record<Exclude<PaletteId, 'custom'>, Palette['colors']> = {
  gray: { lightest: '#fdfcfa', light: '#efedea', accent: '#2148b8', dark: '#4d4945', darkest: '#1c1b19' },
  blue: { lightest: '#f7faff', light: '#dbe7fe', accent: '#2148b8', dark: '#172b62', darkest: '#0f1a3a' },
  green: { lightest: '#f8fcf9', light: '#d7f2e0', accent: '#1f7444', dark: '#14432a', darkest: '#0c2618' },
  red: { lightest: '#fffafa', light: '#fde0e0', accent: '#a82424', dark: '#5e1616', darkest: '#2e0b0b' },
  pink: { lightest: '#fffafc', light: '#fbe1ee', accent: '#a62d66', dark: '#5c1a3a', darkest: '#2e0d1d' },
  orange: { lightest: '#fffbf6', light: '#ffe8d1', accent: '#a34f0b', dark: '#5f300b', darkest: '#2f1805' },
};

/** What a colour theme colours; each role takes one of the palette's colours. */
export const COLOR_THEME_ROLES = ['background', 'text', 'heading', 'accent', 'button', 'buttonText'] as const;
export type ColorThemeRole = (typeof COLOR_THEME_ROLES)[number];

// ---- Font themes -------------------------------------------------------------------------------

export const HEADING_SCALES = ['small', 'medium', 'large'] as const;
/** UI-101: the paragraph sizes an owner may choose, steps of the font-size scale (9.75 to 28). */
export const BODY_TEXT_SIZES = [15, 16, 17, 18, 20] as const;

/** Which of the active font theme's two families each kind of text uses (EDIT-035). */
export const FONT_USAGE_CATEGORIES = ['headings', 'paragraphs', 'buttons', 'navigation'] as const;

/**
 * The parts of the design the Design screen tracks as dirty (EDIT-033..035, plus the tokens):
 * Save sends only these keys, each whole.
 */
export const DESIGN_PATHS = [
  'activeColorThemeId',
  'activeFontThemeId',
  'palette',
  'colorThemes',
  'fontThemes',
  'fontUsageCategories',
  'tokens',
] as const;
export type DesignPath = (typeof DESIGN_PATHS)[number];

/** The colour themes every new design starts with (Squarespace's lightest, light, bright, dark). */
export const DEFAULT_COLOR_THEMES: ColorTheme[] = [
  {
    id: 'white',
    name: 'White',
    background: 'lightest',
    text: 'darkest',
    heading: 'darkest',
    accent: 'accent',
    button: 'darkest',
    buttonText: 'lightest',
  },
  {
    id: 'light',
    name: 'Light',
    background: 'light',
    text: 'darkest',
    heading: 'darkest',
    accent: 'accent',
    button: 'darkest',
    buttonText: 'lightest',
  },
  {
    id: 'bright',
    name: 'Bright',
    background: 'accent',
    text: 'lightest',
    heading: 'lightest',
    accent: 'lightest',
    button: 'lightest',
    buttonText: 'accent',
  },
  {
    id: 'dark',
    name: 'Dark',
    background: 'darkest',
    text: 'light',
    heading: 'lightest',
    accent: 'light',
    button: 'lightest',
    buttonText: 'darkest',
  },
];

export function defaultSiteDesign(): SiteDesign {
  return {
    activeColorThemeId: 'white',
    activeFontThemeId: 'editorial',
    palette: { id: 'gray', colors: { ...PRESET_PALETTES.gray } },
    colorThemes: DEFAULT_COLOR_THEMES.map((theme) => ({ ...theme })),
    fontThemes: [
      {
        id: 'editorial',
        name: 'Editorial',
        heading: { family: 'system-serif', weight: 400, scale: 'medium' },
        body: { family: 'system-sans', weight: 400, size: 17 },
      },
    ],
    fontUsageCategories: { headings: 'heading', paragraphs: 'body', buttons: 'body', navigation: 'body' },
    tokens: {
      // Today's buttons are pills (packages/site/src/blocks/Button): the default keeps them so.
      buttonShape: 'pill',
      buttonStyle: 'solid',
      cornerRadius: 4,
      spacing: 'regular',
      pageWidth: 'regular',
    },
  };
}

/** The fallback of a family that is no longer in the catalogue (EDIT-038). */
const FALLBACK_FAMILY = { heading: 'system-serif', body: 'system-sans' } as const;

/**
 * EDIT-038: a stored font theme may name a family that is no longer in the catalogue. The rest of
 * the design stays; that family gives way to the system fallback, and its id is reported (the
 * Design screen writes it on the console only; visitors just see the fallback).
 */
export function withAvailableFonts(stored: unknown): { design: unknown; unavailable: string[] } {
  const unavailable: string[] = [];
  const design = stored as { fontThemes?: unknown };
  if (!design || typeof design !== 'object' || !Array.isArray(design.fontThemes))
    return { design: stored, unavailable };
  const fontThemes = design.fontThemes.map((theme: unknown) => {
    if (!theme || typeof theme !== 'object') return theme;
    const next: Record<string, unknown> = { ...(theme as Record<string, unknown>) };
    for (const slot of ['heading', 'body'] as const) {
      const part = next[slot] as { family?: unknown } | undefined;
      if (part && typeof part.family === 'string' && !FONT_IDS.has(part.family)) {
        unavailable.push(part.family);
        next[slot] = { ...part, family: FALLBACK_FAMILY[slot] };
      }
    }
    return next;
  });
  return unavailable.length
    ? { design: { ...design, fontThemes }, unavailable }
    : { design: stored, unavailable };
}

// ---- The design as CSS (the renderer's <style> and the Design screen's live preview) -----------

/** Where a family's font file is served on the site's own host (never a third-party font host). */
export function fontFileHref(familyId: string, weight: FontWeight): string {
  return `/_fonts/${familyId}-${weight}.woff2`;
}

/** The weight a family has nearest to the one asked for (Libre Baskerville has only 400). */
export function nearestWeight(family: FontFamily, weight: FontWeight): FontWeight {
  return family.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));
}

/** The latin subset's characters (the @fontsource `latin` files cover these). */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

function channel(hex: string, i: number): number {
  return Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
}

/** `a` with a share `t` of `b` mixed in, as #rrggbb. */
export function mixColours(a: string, b: string, t: number): string {
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) * (1 - t) + channel(b, i) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG's contrast ratio of two colours (4.5 is AA for body text). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour softened toward the background as far as AA contrast (4.5) allows, at most 30%. */
function softest(text: string, background: string): string {
  for (const t of [0.3, 0.25, 0.2, 0.15, 0.1, 0.05]) {
    const mixed = mixColours(text, background, t);
    if (contrastRatio(mixed, background) >= 4.5) return mixed;
  }
  return text;
}

/**
 * The custom properties a colour theme sets: the roles of packages/site/src/styles/tokens.css that
 * the blocks read. Softer shades (body text, muted text, lines, surfaces) are mixed from the
 * theme's text and background so every theme keeps its contrast.
 */
export function colorThemeProperties(theme: ColorTheme, palette: Palette['colors']): [string, string][] {
  const background = palette[theme.background];
  const text = palette[theme.text];
  const button = palette[theme.button];
  const buttonText = palette[theme.buttonText];
  return [
    ['--color-paper', background],
    ['--color-surface', mixColours(background, text, 0.07)],
    ['--color-line', mixColours(background, text, 0.2)],
    ['--color-line-hover', mixColours(background, text, 0.5)],
    ['--color-ink', palette[theme.heading]],
    ['--color-text', mixColours(text, background, 0.06)],
    ['--color-muted', softest(text, background)],
    ['--color-accent', palette[theme.accent]],
    ['--color-action', button],
    ['--color-action-hover', mixColours(button, buttonText, 0.22)],
    ['--color-on-action', buttonText],
  ];
}

function familyStack(id: string): string {
  const family = fontFamily(id);
  if (!family) return SANS;
  return family.fontsource ? `"${family.name}", ${family.fallback}` : family.fallback;
}

const HEADING_SCALE_FACTOR: Record<(typeof HEADING_SCALES)[number], string> = {
  small: '0.85',
  medium: '1',
  large: '1.15',
};
const BUTTON_RADIUS = { square: 'var(--radius-0)', rounded: 'var(--radius-4)', pill: 'var(--radius-circle)' };
// UI-104: the spacing scale stops at 55; "airy" is two of its steps together.
const SECTION_SPACE = {
  compact: 'var(--space-34)',
  regular: 'var(--space-55)',
  airy: 'calc(var(--space-55) + var(--space-34))',
};
const PAGE_WIDTH = { narrow: '60rem', regular: '70rem', wide: '80rem' };

/** The active font theme, or the first (the schema guarantees one). */
export function activeFontTheme(design: SiteDesign): FontTheme {
  return design.fontThemes.find((t) => t.id === design.activeFontThemeId) ?? design.fontThemes[0]!;
}

export function activeColorTheme(design: SiteDesign): ColorTheme {
  return design.colorThemes.find((t) => t.id === design.activeColorThemeId) ?? design.colorThemes[0]!;
}

/**
 * A button's colours by the button style. Written again in each colour theme's rule: a custom
 * property made of others takes their values where it is declared, so a theme must restate it.
 */
function buttonProperties(tokens: DesignTokens): [string, string][] {
  const isOutline = tokens.buttonStyle === 'outline';
  return [
    ['--button-fill', isOutline ? 'transparent' : 'var(--color-action)'],
    ['--button-label', isOutline ? 'var(--color-action)' : 'var(--color-on-action)'],
    ['--button-outline', isOutline ? 'var(--color-action)' : 'transparent'],
  ];
}

function rootProperties(design: SiteDesign): [string, string][] {
  const fonts = activeFontTheme(design);
  const slot = (use: 'heading' | 'body') => familyStack(fonts[use].family);
  const usage = design.fontUsageCategories;
  const { tokens } = design;
  return [
    ...colorThemeProperties(activeColorTheme(design), design.palette.colors),
    ['--font-display', slot(usage.headings)],
    ['--font-body', slot(usage.paragraphs)],
    ['--font-button', slot(usage.buttons)],
    ['--font-navigation', slot(usage.navigation)],
    ['--heading-weight', String(fonts[usage.headings].weight)],
    ['--body-weight', String(fonts[usage.paragraphs].weight)],
    ['--body-size', `${fonts.body.size / 16}rem`],
    ['--heading-scale', HEADING_SCALE_FACTOR[fonts.heading.scale]],
    ['--radius-button', BUTTON_RADIUS[tokens.buttonShape]],
    ['--radius-corner', `var(--radius-${tokens.cornerRadius})`],
    ...buttonProperties(tokens),
    ['--section-space', SECTION_SPACE[tokens.spacing]],
    ['--page-width', PAGE_WIDTH[tokens.pageWidth]],
  ];
}

export interface FontFile {
  familyId: string;
  /** The family's name, as in `font-family`. */
  name: string;
  weight: FontWeight;
  href: string;
}

/** The self-hosted font files the design's active font theme uses (the preloaded ones first). */
export function designFontFiles(design: SiteDesign): { preload: FontFile[]; faces: FontFile[] } {
  const fonts = activeFontTheme(design);
  const preload: FontFile[] = [];
  const faces: FontFile[] = [];
  const add = (list: FontFile[], id: string, weight: FontWeight) => {
    const family = fontFamily(id);
    if (!family?.fontsource) return;
    const w = nearestWeight(family, weight);
    if (list.some((f) => f.familyId === id && f.weight === w)) return;
    list.push({ familyId: id, name: family.name, weight: w, href: fontFileHref(id, w) });
  };
  add(preload, fonts.heading.family, fonts.heading.weight);
  add(preload, fonts.body.family, fonts.body.weight);
  // Declared but fetched by the browser only when text in that weight is shown (buttons 500, small headings 600).
  for (const id of [fonts.heading.family, fonts.body.family])
    for (const weight of FONT_WEIGHTS) add(faces, id, weight);
  return { preload, faces };
}

/** The family names a page loads, for the page context's font lists (PAGE-036). */
export function designFontNames(design: SiteDesign): string[] {
  return [...new Set(designFontFiles(design).faces.map((f) => f.name))];
}

export function fontFaceCss(file: FontFile): string {
  return `@font-face{font-family:"${file.name}";font-style:normal;font-weight:${file.weight};font-display:swap;src:url(${file.href}) format("woff2");unicode-range:${LATIN_RANGE}}`;
}

/**
 * The design as one small stylesheet over tokens.css. Only what differs from the default design is
 * written on :root, and only the colour themes the page's sections take (so a site that never
 * changed its design looks exactly as before, with no <style> at all), unless `isComplete` (the
 * Design screen's preview, which must override whatever the page was served with). Every value comes from the schema's closed lists, strict colours and strict ids: no owner
 * text reaches the CSS.
 */
export function siteDesignCss(
  design: SiteDesign,
  options: {
    isComplete?: boolean;
    /** The colour themes the page's sections take (all of them when complete). */
    sectionThemeIds?: readonly string[];
  } = {},
): string {
  const baseline = options.isComplete
    ? new Map<string, string>()
    : new Map(rootProperties(defaultSiteDesign()));
  const root = rootProperties(design).filter(([name, value]) => baseline.get(name) !== value);
  const parts: string[] = designFontFiles(design).faces.map(fontFaceCss);
  if (root.length > 0) parts.push(`:root{${root.map(([n, v]) => `${n}:${v}`).join(';')}}`);
  const wanted = new Set(options.sectionThemeIds ?? []);
  for (const theme of design.colorThemes) {
    if (!options.isComplete && !wanted.has(theme.id)) continue;
    const props = [...colorThemeProperties(theme, design.palette.colors), ...buttonProperties(design.tokens)];
    parts.push(
      `[data-color-theme="${theme.id}"]{${props.map(([n, v]) => `${n}:${v}`).join(';')};background:var(--color-paper);color:var(--color-text)}`,
    );
  }
  return parts.join('\n');
}
