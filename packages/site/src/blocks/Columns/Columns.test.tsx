import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Columns } from './Columns.tsx';
import { columnsFields } from './fields.ts';

describe('Columns block', () => {
  it('nests blocks through two slot fields, left and right', () => {
    expect(columnsFields.left.type).toBe('slot');
    expect(columnsFields.right.type).toBe('slot');
  });

  it('renders the left slot, then the right one', () => {
    const html = renderToStaticMarkup(
      <Columns
        ratio="2:1"
        left={({ className }) => <div className={className}>Left side</div>}
        right={({ className }) => <div className={className}>Right side</div>}
      />,
    );
    expect(html.indexOf('Left side')).toBeGreaterThan(-1);
    expect(html.indexOf('Right side')).toBeGreaterThan(html.indexOf('Left side'));
  });
});
