import { defaultSiteDesign, PRESET_PALETTES } from '@folio/core/site-design';
import { describe, expect, it } from 'vitest';
import { changesOf, dirtyPaths } from './draft.ts';

describe('the Design screen’s dirty paths', () => {
  const saved = defaultSiteDesign();

  it('EDIT-033 the active colour theme id and the active font theme id are tracked as their own paths', () => {
    const draft = { ...saved, activeColorThemeId: 'dark' };
    expect(dirtyPaths(saved, draft)).toEqual(['activeColorThemeId']);
    expect(changesOf(saved, draft)).toEqual({ activeColorThemeId: 'dark' });
  });

  it('EDIT-034 the palette and the colour themes are tracked, and only they are sent', () => {
    const draft = {
      ...saved,
      palette: { id: 'green' as const, colors: PRESET_PALETTES.green },
      colorThemes: saved.colorThemes.map((t) => ({ ...t, name: `${t.name}!` })),
    };
    expect(dirtyPaths(saved, draft)).toEqual(['palette', 'colorThemes']);
    expect(Object.keys(changesOf(saved, draft))).toEqual(['palette', 'colorThemes']);
  });

  it('EDIT-035 the font themes and the font usage categories are tracked; a change undone is clean again', () => {
    const draft = {
      ...saved,
      fontThemes: [{ ...saved.fontThemes[0]!, heading: { ...saved.fontThemes[0]!.heading, family: 'lora' } }],
      fontUsageCategories: { ...saved.fontUsageCategories, buttons: 'heading' as const },
    };
    expect(dirtyPaths(saved, draft)).toEqual(['fontThemes', 'fontUsageCategories']);
    expect(
      dirtyPaths(saved, {
        ...draft,
        fontThemes: saved.fontThemes,
        fontUsageCategories: saved.fontUsageCategories,
      }),
    ).toEqual([]);
  });
});
