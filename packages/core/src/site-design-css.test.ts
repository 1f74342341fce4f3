import { describe, expect, it } from 'vitest';
import {
  colorThemeProperties,
  contrastRatio,
  DEFAULT_COLOR_THEMES,
  defaultSiteDesign,
  PRESET_PALETTES,
  siteDesignCss,
} from './site-design-css.ts';

describe('the site design as CSS', () => {
  it('issue 16: the default design writes no :root override, so published sites keep today’s look', () => {
    const css = siteDesignCss(defaultSiteDesign());
    expect(css).not.toContain(':root');
    expect(css).not.toContain('@font-face');
    expect(siteDesignCss(defaultSiteDesign(), { isComplete: true })).toContain(':root{--color-paper:#fdfcfa');
  });

  it('UI-106 every starting palette keeps AA contrast in every starting colour theme (text, muted text, buttons, links)', () => {
    for (const [name, colors] of Object.entries(PRESET_PALETTES))
      for (const theme of DEFAULT_COLOR_THEMES) {
        const p = Object.fromEntries(colorThemeProperties(theme, colors));
        const where = `${name} / ${theme.id}`;
        expect(
          contrastRatio(p['--color-text']!, p['--color-paper']!),
          `${where} text`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(p['--color-muted']!, p['--color-paper']!),
          `${where} muted`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(p['--color-ink']!, p['--color-paper']!),
          `${where} headings`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(p['--color-on-action']!, p['--color-action']!),
          `${where} button`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(p['--color-accent']!, p['--color-paper']!),
          `${where} links`,
        ).toBeGreaterThanOrEqual(4.5);
      }
  });

  it('issue 16: ids and colours only reach the CSS through the schema’s strict patterns', () => {
    expect(siteDesignCss(defaultSiteDesign())).toBe('');
    const css = siteDesignCss(defaultSiteDesign(), { sectionThemeIds: ['white'] });
    expect(css).toMatch(/^\[data-color-theme="white"\]\{--color-paper:#fdfcfa;/);
    expect(css).not.toMatch(/[<>]/);
  });
});
