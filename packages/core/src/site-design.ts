// The site's design (issue 16 part 2, EDIT-033..035): a palette of five named colours, colour
// themes that map palette colours to roles, font themes (a heading and a body family from the
// self-hosted catalogue of site-design-css.ts), which font each usage category takes, and the button, corner,
// spacing and width choices over the design tokens (UI-095..106). Stored as `settings.design` on
// the site; a site that never saved one reads `defaultSiteDesign()`, which is the look published
// sites had before there was a design panel. Shared by the server (validation on save), the
// renderer (CSS custom properties, font files) and the config area (the Design screen).
// The plain part (catalogue, defaults, CSS) is site-design-css.ts, re-exported here.
import { z } from 'zod';
import {
  BODY_TEXT_SIZES,
  DESIGN_ID,
  defaultSiteDesign,
  fontFamily,
  HEADING_SCALES,
  PALETTE_IDS,
  PALETTE_ROLES,
  withAvailableFonts,
} from './site-design-css.ts';
import { text } from './text.ts';

export * from './site-design-css.ts';

const designId = (what: string) =>
  z.string().regex(DESIGN_ID, `must be a ${what} id: lowercase letters, digits and dashes`);

const fontId = z.string().refine((id) => fontFamily(id) !== undefined, 'choose a font from the list');
const fontWeight = z.union([z.literal(400), z.literal(500), z.literal(600)], {
  error: 'must be 400, 500 or 600',
});

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

const paletteRole = z.enum(PALETTE_ROLES, { error: 'choose one of the palette’s five colours' });

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
      .max(20, 'must be at most 20')
      .refine((size) => (BODY_TEXT_SIZES as readonly number[]).includes(size), {
        message: 'must be a size of the type scale: 15, 16, 17, 18 or 20',
      }),
  }),
});
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

/** The design's shape without the cross-checks (ids unique, active ids present): answers use it. */
export const siteDesignShape = siteDesignObject;

/** A save: some of the dirty paths, each whole. The server merges it over the stored design. */
export const siteDesignChangesSchema = siteDesignObject.partial();
export type SiteDesignChanges = z.input<typeof siteDesignChangesSchema>;

/** Parsed designs by their stored object: a cached site's row is read on every render. */
const parsedDesigns = new WeakMap<object, SiteDesign>();

/** The design of a site's settings, the default when none is saved or the stored one is unreadable. */
export function siteDesignOf(settings: { design?: unknown } | null | undefined): SiteDesign {
  const stored = settings?.design;
  if (!stored || typeof stored !== 'object') return defaultSiteDesign();
  let design = parsedDesigns.get(stored);
  if (!design) {
    const parsed = siteDesignSchema.safeParse(withAvailableFonts(stored).design);
    design = parsed.success ? parsed.data : defaultSiteDesign();
    parsedDesigns.set(stored, design);
  }
  return design;
}
