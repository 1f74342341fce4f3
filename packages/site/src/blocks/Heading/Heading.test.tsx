import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';

describe('Heading block', () => {
  it.each(['h1', 'h2', 'h3', 'h4'] as const)('renders level %s as that element', (level) => {
    const html = renderToStaticMarkup(<Heading text="Our studio" level={level} align="left" />);
    expect(html).toMatch(new RegExp(`^<${level} class="[^"]*">Our studio</${level}>$`));
  });

  it('applies the alignment and escapes its text', () => {
    const center = renderToStaticMarkup(<Heading text="<b>Bold</b>" level="h2" align="center" />);
    const left = renderToStaticMarkup(<Heading text="x" level="h2" align="left" />);
    expect(center).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    expect(center).not.toBe(left.replace('x', '&lt;b&gt;Bold&lt;/b&gt;'));
  });
});
