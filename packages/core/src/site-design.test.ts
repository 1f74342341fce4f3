import { describe, expect, it } from 'vitest';
import {
  defaultSiteDesign,
  FONT_FAMILIES,
  siteDesignChangesSchema,
  siteDesignOf,
  siteDesignSchema,
} from './site-design.ts';

describe('site design', () => {
  it('the default design is valid and is what a site without one reads', () => {
    expect(siteDesignSchema.parse(defaultSiteDesign())).toEqual(defaultSiteDesign());
    expect(siteDesignOf({})).toEqual(defaultSiteDesign());
    expect(siteDesignOf({ design: { palette: 'nonsense' } })).toEqual(defaultSiteDesign());
  });

  it('refuses an active theme that is not among the themes, and duplicate theme ids', () => {
    const design = defaultSiteDesign();
    const missing = siteDesignSchema.safeParse({ ...design, activeColorThemeId: 'nope' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['activeColorThemeId']);
    const twice = siteDesignSchema.safeParse({
      ...design,
      colorThemes: [...design.colorThemes, design.colorThemes[0]],
    });
    expect(twice.error?.issues[0]?.message).toBe('is used by another colour theme');
  });

  it('refuses colours, fonts and ids that could reach markup unchecked', () => {
    const design = defaultSiteDesign();
    const colour = siteDesignChangesSchema.safeParse({
      palette: { id: 'custom', colors: { ...design.palette.colors, accent: 'red;}body{' } },
    });
    expect(colour.success).toBe(false);
    const font = siteDesignChangesSchema.safeParse({
      fontThemes: [
        { ...design.fontThemes[0], heading: { family: 'Comic Sans', weight: 400, scale: 'large' } },
      ],
    });
    expect(font.error?.issues[0]?.message).toBe('choose a font from the list');
    const id = siteDesignChangesSchema.safeParse({ activeColorThemeId: '"><script>' });
    expect(id.success).toBe(false);
  });

  it('every self-hosted family names its @fontsource package', () => {
    for (const family of FONT_FAMILIES)
      expect(family.fontsource === null || family.fontsource === `@fontsource/${family.id}`).toBe(true);
  });
});
