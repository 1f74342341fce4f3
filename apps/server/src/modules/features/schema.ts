// Issue 19 (decision 056): the features API's bodies and answers.
import { FEATURE_DEFINITIONS } from '@folio/core/feature-flags';
import { z } from 'zod';

const featureName = z
  .string()
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'A feature name is lower-case letters, digits and hyphens.');

/** A site's feature as the config area reads it (EDIT-066), or its broken definition (EDIT-070). */
const resolvedFeature = z.union([
  z.object({ type: z.literal('invalid') }),
  z.object({
    type: z.enum(['boolean', 'string', 'number']),
    value: z.union([z.string(), z.number(), z.boolean()]),
  }),
]);

export const siteFeaturesAnswer = z.object({ features: z.record(z.string(), resolvedFeature) });

export const definitionView = z.object({
  name: z.string(),
  kind: z.enum(['toggle', 'experiment']),
  type: z.enum(['boolean', 'string', 'number']),
  variants: z.array(z.string()),
  defaultVariant: z.string(),
  description: z.string(),
});

export const platformSiteView = z.object({
  id: z.string(),
  subdomain: z.string(),
  title: z.string(),
  /** The variant chosen for the site, by feature; null: the definition's default. */
  variants: z.record(z.string(), z.string().nullable()),
});

export const platformFeaturesQuery = z.object({
  q: z.string().trim().max(100).optional().default(''),
});

export const platformFeaturesAnswer = z.object({
  definitions: z.array(definitionView),
  sites: z.array(platformSiteView),
  /** True when more sites match than are listed (narrow the search). */
  isTruncated: z.boolean(),
});

export const siteIdParams = z.object({ siteId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a site id.') });

export const setVariantBody = z.object({
  feature: featureName.refine(
    (name) => FEATURE_DEFINITIONS.some((d) => d.name === name),
    'The specified feature does not exist',
  ),
  /** null: back to the definition's default. */
  variant: z.string().max(100).nullable(),
});
