// The site's design (issue 16 part 2, EDIT-033..035): a palette of five named colours, colour
// themes that map palette colours to roles, font themes (a heading and a body family from the
// self-hosted catalogue below), which font each usage category takes, and the button, corner,
// spacing and width choices over the design tokens (UI-095..106). Stored as `settings.design` on
// the site; a site that never saved one reads `defaultSiteDesign()`, which is the look published
// sites had before there was a design panel. Shared by the server (validation on save), the
// renderer (CSS custom properties, font files) and the config area (the Design screen).
import { z } from 'zod';
import { text } from './text.ts';

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
const designId = (what: string) =>
  z.string().regex(DESIGN_ID, `must be a ${what} id: lowercase letters, digits and dashes`);

const fontId = z.string().refine((id) => FONT_IDS.has(id), 'choose a font from the list');
const fontWeight = z.union([z.literal(400), z.literal(500), z.literal(600)], {
  error: 'must be 400, 500 or 600',
});

// ---- Colours -----------------------------------------------------------------------------------

/** UI-106, and the owner's own. */
export const PALETTE_IDS = ['blue', 'green', 'red', 'pink', 'orange', 'gray', 'custom'] as const;
export type PaletteId = (typeof PALETTE_IDS)[number];

/** The five colours of a palette, lightest to darkest (Squarespace's model). */
export const PALETTE_ROLES = ['lightest', 'light', 'accent', 'dark', 'darkest'] as const;
export type PaletteRole = (typeof PALETTE_ROLES)[number];

const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written as # and six hex digits, such as #1c1b19')
  .transform((value) => value.toLowerCase());

export const paletteSchema = z.strictObject({
  id: z.enum(PALETTE_IDS, { error: 'choose a palette from the list' }),
  colors: z.strictObject({
    lightest: hexColour,
    light: hexColour,
    accent: hexColour,
    dark: hexColour,
    darkest: hexColour,
  }),
});

/** The starting palettes (UI-106), from the token colours of `packages/site/src/styles/tokens.css`. */
export const PRESET_PALETTES: Record<Exclude<PaletteId, 'custom'>, Palette['colors']> = {
  gray: { lightest: '#fdfcfa', light: '#efedea', accent: '#2148b8', dark: '#4d4945', darkest: '#1c1b19' },
  blue: { lightest: '#f7faff', light: '#dbe7fe', accent: '#2148b8', dark: '#172b62', darkest: '#0f1a3a' },
  green: { lightest: '#f8fcf9', light: '#d7f2e0', accent: '#1f7444', dark: '#14432a', darkest: '#0c2618' },
  red: { lightest: '#fffafa', light: '#fde0e0', accent: '#a82424', dark: '#5e1616', darkest: '#2e0b0b' },
  pink: { lightest: '#fffafc', light: '#fbe1ee', accent: '#a62d66', dark: '#5c1a3a', darkest: '#2e0d1d' },
  orange: { lightest: '#fffbf6', light: '#ffe8d1', accent: '#b2570d', dark: '#5f300b', darkest: '#2f1805' },
};

const paletteRole = z.enum(PALETTE_ROLES, { error: 'choose one of the palette’s five colours' });

/** What a colour theme colours; each role takes one of the palette's colours. */
export const COLOR_THEME_ROLES = ['background', 'text', 'heading', 'accent', 'button', 'buttonText'] as const;
export type ColorThemeRole = (typeof COLOR_THEME_ROLES)[number];

export const colorThemeSchema = z.strictObject({
  id: designId('colour theme'),
  name: text({ max: 40, min: 1, trim: true, tooShort: 'needs a name' }),
  background: paletteRole,
  text: paletteRole,
  heading: paletteRole,
  accent: paletteRole,
  button: paletteRole,
  buttonText: paletteRole,
});

// ---- Font themes -------------------------------------------------------------------------------

export const HEADING_SCALES = ['small', 'medium', 'large'] as const;

export const fontThemeSchema = z.strictObject({
  id: designId('font theme'),
  name: text({ max: 40, min: 1, trim: true, tooShort: 'needs a name' }),
  heading: z.strictObject({
    family: fontId,
    weight: fontWeight,
    /** How large headings run against the body text. */
    scale: z.enum(HEADING_SCALES, { error: 'choose small, medium or large' }),
  }),
  body: z.strictObject({
    family: fontId,
    weight: fontWeight,
    /** The paragraph size in px on desktop (phones take one less). */
    size: z
      .number()
      .int('must be a whole number')
      .min(15, 'must be at least 15')
      .max(20, 'must be at most 20'),
  }),
});

/** Which of the active font theme's two families each kind of text uses (EDIT-035). */
export const FONT_USAGE_CATEGORIES = ['headings', 'paragraphs', 'buttons', 'navigation'] as const;
const fontSlot = z.enum(['heading', 'body'], { error: 'choose the heading or the body font' });

export const fontUsageSchema = z.strictObject({
  headings: fontSlot,
  paragraphs: fontSlot,
  buttons: fontSlot,
  navigation: fontSlot,
});

// ---- Buttons, corners, spacing, widths (design tokens, UI-103/104) ------------------------------

export const tokensSchema = z.strictObject({
  /** UI-103: square 0, rounded 4 px, pill (circle). */
  buttonShape: z.enum(['square', 'rounded', 'pill'], { error: 'choose square, rounded or pill' }),
  buttonStyle: z.enum(['solid', 'outline'], { error: 'choose solid or outline' }),
  /** UI-103: corners of images, cards and form fields: 0, 4 or 8 px. */
  cornerRadius: z.union([z.literal(0), z.literal(4), z.literal(8)], { error: 'must be 0, 4 or 8' }),
  /** UI-104: how much room sections and blocks leave around them. */
  spacing: z.enum(['compact', 'regular', 'airy'], { error: 'choose compact, regular or airy' }),
  /** The widest the page's content runs. */
  pageWidth: z.enum(['narrow', 'regular', 'wide'], { error: 'choose narrow, regular or wide' }),
});

// ---- The whole design --------------------------------------------------------------------------

const siteDesignObject = z.strictObject({
  activeColorThemeId: designId('colour theme'),
  activeFontThemeId: designId('font theme'),
  palette: paletteSchema,
  colorThemes: z
    .array(colorThemeSchema)
    .min(1, 'keep at least one colour theme')
    .max(12, 'at most 12 colour themes'),
  fontThemes: z
    .array(fontThemeSchema)
    .min(1, 'keep at least one font theme')
    .max(12, 'at most 12 font themes'),
  fontUsageCategories: fontUsageSchema,
  tokens: tokensSchema,
});

export const siteDesignSchema = siteDesignObject.superRefine((design, ctx) => {
  const colorIds = design.colorThemes.map((t) => t.id);
  const fontIds = design.fontThemes.map((t) => t.id);
  colorIds.forEach((id, i) => {
    if (colorIds.indexOf(id) !== i)
      ctx.addIssue({
        code: 'custom',
        path: ['colorThemes', i, 'id'],
        message: 'is used by another colour theme',
      });
  });
  fontIds.forEach((id, i) => {
    if (fontIds.indexOf(id) !== i)
      ctx.addIssue({
        code: 'custom',
        path: ['fontThemes', i, 'id'],
        message: 'is used by another font theme',
      });
  });
  if (!colorIds.includes(design.activeColorThemeId))
    ctx.addIssue({
      code: 'custom',
      path: ['activeColorThemeId'],
      message: 'must be one of the colour themes',
    });
  if (!fontIds.includes(design.activeFontThemeId))
    ctx.addIssue({ code: 'custom', path: ['activeFontThemeId'], message: 'must be one of the font themes' });
});

export type Palette = z.output<typeof paletteSchema>;
export type ColorTheme = z.output<typeof colorThemeSchema>;
export type FontTheme = z.output<typeof fontThemeSchema>;
export type FontUsage = z.output<typeof fontUsageSchema>;
export type DesignTokens = z.output<typeof tokensSchema>;
export type SiteDesign = z.output<typeof siteDesignSchema>;

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

/** A save: some of the dirty paths, each whole. The server merges it over the stored design. */
export const siteDesignChangesSchema = siteDesignObject.partial();
export type SiteDesignChanges = z.input<typeof siteDesignChangesSchema>;

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
      buttonShape: 'rounded',
      buttonStyle: 'solid',
      cornerRadius: 4,
      spacing: 'regular',
      pageWidth: 'regular',
    },
  };
}

/** Parsed designs by their stored object: a cached site's row is read on every render. */
const parsedDesigns = new WeakMap<object, SiteDesign>();

/** The design of a site's settings, the default when none is saved or the stored one is unreadable. */
export function siteDesignOf(settings: { design?: unknown } | null | undefined): SiteDesign {
  const stored = settings?.design;
  if (!stored || typeof stored !== 'object') return defaultSiteDesign();
  let design = parsedDesigns.get(stored);
  if (!design) {
    const parsed = siteDesignSchema.safeParse(stored);
    design = parsed.success ? parsed.data : defaultSiteDesign();
    parsedDesigns.set(stored, design);
  }
  return design;
}
