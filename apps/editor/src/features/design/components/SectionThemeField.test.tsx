import { defaultSiteDesign } from '@folio/core/site-design';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { SectionThemeField } from './SectionThemeField.tsx';

beforeEach(() => {
  const design = defaultSiteDesign();
  design.colorThemes.push({ ...design.colorThemes[3]!, id: 'midnight', name: 'Midnight' });
  design.activeColorThemeId = 'light';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ design, fonts: [], palettes: {}, unavailableFonts: [] }, { status: 200 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (value: string, onChange = vi.fn()) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SectionThemeField value={value} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
};

describe('the Section block’s colour theme in the page editor', () => {
  it('issue 16: offers every colour theme of the site’s design, the owner’s own included, and the site default by name', async () => {
    const onChange = open('');
    const select = screen.getByRole('combobox', { name: 'Colour theme' });
    expect(await within(select).findByRole('option', { name: 'Midnight' })).toBeTruthy();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Site default (Light)', 'White', 'Light', 'Bright', 'Dark', 'Midnight']);
    fireEvent.change(select, { target: { value: 'midnight' } });
    expect(onChange).toHaveBeenCalledWith('midnight');
  });

  it('issue 16: a theme removed in Design is named as such, not silently shown as another', async () => {
    open('retired');
    expect(await screen.findByRole('note')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Colour theme' }) as HTMLSelectElement).value).toBe(
      'retired',
    );
  });
});
