// The design API (issue 16 part 2): a save sends only the dirty paths (EDIT-033..035); the answer
// is the whole design with the catalogue of fonts and the starting palettes the screen offers.
import { HEADING_SCALES, PALETTE_IDS, PALETTE_ROLES, siteDesignChangesSchema } from '@folio/core/site-design';
import { z } from 'zod';

export const designBody = z.strictObject({
  changes: siteDesignChangesSchema,
});

const weight = z.union([z.literal(400), z.literal(500), z.literal(600)]);
const colours = z.object({
  lightest: z.string(),
  light: z.string(),
  accent: z.string(),
  dark: z.string(),
  darkest: z.string(),
});

// The answer's design, written out without the input schema's transforms (answers are encoded).
const role = z.enum(PALETTE_ROLES);
const slot = z.enum(['heading', 'body']);
const designAnswer = z.object({
  activeColorThemeId: z.string(),
  activeFontThemeId: z.string(),
  palette: z.object({ id: z.enum(PALETTE_IDS), colors: colours }),
  colorThemes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      background: role,
      text: role,
      heading: role,
      accent: role,
      button: role,
      buttonText: role,
    }),
  ),
  fontThemes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      heading: z.object({ family: z.string(), weight, scale: z.enum(HEADING_SCALES) }),
      body: z.object({ family: z.string(), weight, size: z.number() }),
    }),
  ),
  fontUsageCategories: z.object({ headings: slot, paragraphs: slot, buttons: slot, navigation: slot }),
  tokens: z.object({
    buttonShape: z.enum(['square', 'rounded', 'pill']),
    buttonStyle: z.enum(['solid', 'outline']),
    cornerRadius: z.union([z.literal(0), z.literal(4), z.literal(8)]),
    spacing: z.enum(['compact', 'regular', 'airy']),
    pageWidth: z.enum(['narrow', 'regular', 'wide']),
  }),
});

export const designView = z.object({
  design: designAnswer,
  fonts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.enum(['sans-serif', 'serif', 'display']),
      weights: z.array(weight),
      fallback: z.string(),
      /** The family's regular file on the site's host (the screen previews each name in its face); null for a system stack. */
      previewHref: z.string().nullable(),
    }),
  ),
  palettes: z.record(z.string(), colours),
  /** EDIT-038: families the stored design names that are no longer offered (the fallback is used). */
  unavailableFonts: z.array(z.string()),
});

export type DesignView = z.infer<typeof designView>;

export const fontFileParams = z.object({ file: z.string().max(80) });
