// Hover states of published sites take their colours from the theme's tokens (tokens.css).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..');
const COLOUR_PROPERTIES = /^(color|background|background-color|border-color|outline-color|fill)$/;
// The theme's own tokens (--color-*), a block's local custom property, or a keyword.
const ALLOWED =
  /^(var\(--(?!color-accent\b|(blue|green|red|pink|orange|gray)-\d)[\w-]+\)|transparent|currentColor|inherit)$/;

function siteStylesheets(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // The editor's preview frame (outlines of the editable header and footer) never reaches visitors.
      if (entry.isDirectory()) {
        if (entry.name !== 'editor-preview') walk(path);
      } else if (entry.name.endsWith('.css')) found.push(path);
    }
  };
  walk(srcDir);
  return found;
}

/** Every colour declaration inside a rule whose selector holds :hover, as "file: selector { prop: value }". */
function hoverColours(): { where: string; value: string }[] {
  const out: { where: string; value: string }[] = [];
  for (const file of siteStylesheets()) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      if (!selector!.includes(':hover')) continue;
      for (const declaration of body!.split(';')) {
        const [property, ...rest] = declaration.split(':');
        const value = rest.join(':').trim();
        if (property && COLOUR_PROPERTIES.test(property.trim()))
          out.push({
            where: `${file.slice(srcDir.length)}: ${selector!.trim()} { ${property.trim()} }`,
            value,
          });
      }
    }
  }
  return out;
}

describe('hover colours', () => {
  it('issue 14 item 15: every hover colour is a theme token, never the link accent (royal blue) or a raw colour', () => {
    const colours = hoverColours();
    expect(colours.length).toBeGreaterThan(10);
    expect(colours.filter((c) => !ALLOWED.test(c.value))).toEqual([]);
  });

  it('issue 14 item 15: the theme defines the filled buttons’ hover token on :root', () => {
    const tokens = readFileSync(join(srcDir, 'styles/tokens.css'), 'utf8');
    expect(tokens).toMatch(/:root\s*\{[\s\S]*--color-action-hover:\s*var\(--gray-700\)/);
  });
});
