// Issue 19 (EDIT-042, EDIT-065..071, docs/decisions/056): the platform's feature toggles and
// experiments. Definitions are code (this catalogue); the platform administrator chooses a
// variant per site (stored on the site's settings as `features`). Plain TypeScript, no zod: the
// config area reads it at startup.
import type { ExperimentConfig, ExperimentType } from './editor-rules.ts';

export type { ExperimentConfig, ExperimentType } from './editor-rules.ts';
export { experimentValue, isToggleOn } from './editor-rules.ts';

/** EDIT-042 (its name is open in the spec): the form builder's textarea maxLength flag. */
export const FORM_TEXTAREA_MAXLENGTH = 'form-textarea-maxlength';

export interface FeatureDefinition {
  name: string;
  /** A toggle is a string experiment read through isToggleOn (EDIT-065): on only for 'true'. */
  kind: 'toggle' | 'experiment';
  type: ExperimentType;
  /** The variants the administrator may choose, as strings (as they are stored). */
  variants: readonly string[];
  /** A site with no variant chosen has this one. */
  defaultVariant: string;
  /** What it changes, in the administrator's words. */
  description: string;
}

export const FEATURE_DEFINITIONS: readonly FeatureDefinition[] = [
  {
    name: FORM_TEXTAREA_MAXLENGTH,
    kind: 'toggle',
    type: 'string',
    variants: ['false', 'true'],
    defaultVariant: 'false',
    description: 'Form builder: a Paragraph field can limit how long an answer may be.',
  },
];

/** The site's feature as the config area reads it, or 'invalid' (EDIT-070). */
export type ResolvedFeature =
  | { type: ExperimentType; value: string | number | boolean }
  | { type: 'invalid' };

/** Whether a definition is sound: its variants fit its type and its default is one of them. */
export function isDefinitionSound(definition: FeatureDefinition): boolean {
  if (!definition.variants.length || !definition.variants.includes(definition.defaultVariant)) return false;
  if (definition.kind === 'toggle' && definition.type !== 'string') return false;
  return definition.variants.every((variant) =>
    definition.type === 'number'
      ? variant.trim() !== '' && Number.isFinite(Number(variant))
      : definition.type === 'boolean'
        ? variant === 'true' || variant === 'false'
        : true,
  );
}

/**
 * A site's value of one feature: the stored variant (or the default), typed; 'invalid' when the
 * definition is unsound or the stored variant is not one of its variants (a variant withdrawn
 * since, a value written by hand): EDIT-070.
 */
export function resolveFeature(definition: FeatureDefinition, stored: unknown): ResolvedFeature {
  if (!isDefinitionSound(definition)) return { type: 'invalid' };
  const variant = stored === undefined || stored === null ? definition.defaultVariant : stored;
  if (typeof variant !== 'string' || !definition.variants.includes(variant)) return { type: 'invalid' };
  const value =
    definition.type === 'number'
      ? Number(variant)
      : definition.type === 'boolean'
        ? variant === 'true'
        : variant;
  return { type: definition.type, value };
}

/** Every defined feature of a site, from its stored variants (`settings.features`). */
export function resolveFeatures(
  stored: Record<string, unknown> | undefined,
  definitions: readonly FeatureDefinition[] = FEATURE_DEFINITIONS,
): Record<string, ResolvedFeature> {
  return Object.fromEntries(definitions.map((d) => [d.name, resolveFeature(d, stored?.[d.name])]));
}

/** The config before its answer arrives (EDIT-067) and once it has (EDIT-066). */
export const NOT_LOADED: ExperimentConfig = { isLoaded: false, features: {} };
export function loadedConfig(features: Record<string, ResolvedFeature>): ExperimentConfig {
  return { isLoaded: true, features };
}
