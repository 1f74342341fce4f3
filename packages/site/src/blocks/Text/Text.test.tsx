import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textFields } from './fields.ts';
import { Text } from './Text.tsx';

describe('Text block', () => {
  it('is edited as Puck rich text (an HTML string)', () => {
    expect(textFields.content.type).toBe('richtext');
  });

  it('wraps the rendered rich text in the reading column', () => {
    const html = renderToStaticMarkup(<Text content={<p>Hello</p>} />);
    expect(html).toMatch(/^<div class="[^"]+"><p>Hello<\/p><\/div>$/);
  });
});
