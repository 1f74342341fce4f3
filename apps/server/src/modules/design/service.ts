// The site's design (issue 16 part 2): kept in the site's settings (`design`, written through the
// sites module), merged path by path on save (EDIT-033..035), and turned into the <style> and font
// preloads of every published page.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  designFontFiles,
  designFontNames,
  FONT_FAMILIES,
  FONT_WEIGHTS,
  type FontWeight,
  fontFamily,
  fontFileHref,
  nearestWeight,
  PRESET_PALETTES,
  type SiteDesign,
  type SiteDesignChanges,
  siteDesignCss,
  siteDesignOf,
  siteDesignSchema,
  withAvailableFonts,
} from '@folio/core/site-design';
import type { Db } from '@folio/db';
import { describeIssues, InputError } from '../../plugins/route-schemas.ts';
import type { Website } from '../sites/service.ts';
import * as sites from '../sites/service.ts';
import type { DesignView } from './schema.ts';

/** The design a site shows: the saved one, or the default (today's look) of a site that saved none. */
export function designOfSite(site: Pick<Website, 'settings'>): SiteDesign {
  return siteDesignOf(site.settings);
}

/** What the Design screen reads: the design, the font catalogue, the starting palettes (UI-106). */
export function designViewOf(site: Pick<Website, 'settings'>): DesignView {
  return {
    design: designOfSite(site),
    fonts: FONT_FAMILIES.map((family) => ({
      id: family.id,
      name: family.name,
      category: family.category,
      weights: [...family.weights],
      fallback: family.fallback,
      previewHref: family.fontsource ? fontFileHref(family.id, nearestWeight(family, 400)) : null,
    })),
    palettes: PRESET_PALETTES,
    unavailableFonts: withAvailableFonts(site.settings.design).unavailable,
  };
}

/**
 * Merges the dirty paths over the stored design, checks the whole result (a changed theme list
 * must still hold the active theme) and saves. Throws a 400 naming each wrong field; nothing is
 * saved then.
 */
export async function saveDesignChanges(
  db: Db,
  site: Website,
  changes: SiteDesignChanges,
): Promise<SiteDesign> {
  const merged = { ...designOfSite(site), ...changes };
  const checked = siteDesignSchema.safeParse(merged);
  if (!checked.success) throw new InputError(describeIssues(checked.error));
  await sites.updateDesign(db, site.id, checked.data as unknown as Record<string, unknown>);
  return checked.data;
}

export interface DesignStyles {
  /** The page's <style>: custom properties and font faces; '' for the default design with no themes in use. */
  css: string;
  /** The heading and body font files of the active font theme. */
  fontPreloads: string[];
  /** PAGE-036: the self-hosted families the page loads, by name. */
  fontNames: string[];
}

const stylesByDesign = new WeakMap<SiteDesign, Map<string, DesignStyles>>();

/** The colour themes a page's Section blocks take (their `colorTheme`, in any slot at any depth). */
export function sectionThemeIdsOf(data: unknown): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 40 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const block = value as { type?: unknown; props?: Record<string, unknown> };
    if (block.type === 'Section' && typeof block.props?.colorTheme === 'string' && block.props.colorTheme)
      ids.add(block.props.colorTheme);
    for (const child of Object.values(block.props ?? value)) visit(child, depth + 1);
  };
  visit((data as { content?: unknown } | null)?.content, 0);
  return [...ids].sort();
}

/**
 * The design of a site as one published page carries it (computed once per stored design and set
 * of section themes): `pageData` names the colour themes its sections take.
 */
export function designStylesOfSite(site: Pick<Website, 'settings'>, pageData?: unknown): DesignStyles {
  const design = designOfSite(site);
  const sectionThemeIds = pageData === undefined ? [] : sectionThemeIdsOf(pageData);
  const key = sectionThemeIds.join(' ');
  let byThemes = stylesByDesign.get(design);
  if (!byThemes) {
    byThemes = new Map();
    stylesByDesign.set(design, byThemes);
  }
  let styles = byThemes.get(key);
  if (!styles) {
    styles = {
      css: siteDesignCss(design, { sectionThemeIds }),
      fontPreloads: designFontFiles(design).preload.map((file) => file.href),
      fontNames: designFontNames(design),
    };
    if (byThemes.size < 64) byThemes.set(key, styles);
  }
  return styles;
}

const require = createRequire(import.meta.url);
const FONT_FILE = /^([a-z0-9-]{1,40})-(400|500|600)\.woff2$/;

/**
 * The path on disk of `/_fonts/<family>-<weight>.woff2`: the latin subset of a catalogue family's
 * @fontsource package; null for any other name (so no path from a request reaches the disk).
 */
export function fontFilePath(file: string): string | null {
  const match = FONT_FILE.exec(file);
  if (!match) return null;
  const family = fontFamily(match[1]!);
  const weight = Number(match[2]) as FontWeight;
  if (!family?.fontsource || !FONT_WEIGHTS.includes(weight) || !family.weights.includes(weight)) return null;
  try {
    const dir = dirname(require.resolve(`${family.fontsource}/package.json`));
    const path = join(dir, 'files', `${family.id}-latin-${weight}-normal.woff2`);
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}
