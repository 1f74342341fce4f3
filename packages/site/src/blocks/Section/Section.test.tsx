import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sectionFields } from './fields.ts';
import { Section } from './Section.tsx';

describe('Section block', () => {
  it('issue 16: nests blocks in a slot and offers the site default and the starting colour themes', () => {
    expect(sectionFields.content.type).toBe('slot');
    const options = (sectionFields.colorTheme as { options: { value: string }[] }).options;
    expect(options.map((o) => o.value)).toEqual(['', 'white', 'light', 'bright', 'dark']);
  });

  it('issue 16: names its colour theme in data-color-theme, and writes no id that is not strict', () => {
    const slot = ({ className }: { className?: string }) => <div className={className}>Inside</div>;
    expect(renderToStaticMarkup(<Section colorTheme="dark" spacing="regular" content={slot} />)).toContain(
      'data-color-theme="dark"',
    );
    const hostile = renderToStaticMarkup(
      <Section colorTheme={'x"><script>'} spacing="regular" content={slot} />,
    );
    expect(hostile).not.toContain('data-color-theme');
    expect(renderToStaticMarkup(<Section colorTheme="" spacing="airy" content={slot} />)).not.toContain(
      'data-color-theme',
    );
  });
});
