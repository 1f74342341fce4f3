import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spacer } from './Spacer.tsx';

describe('Spacer block', () => {
  it('is empty space of the chosen height, hidden from screen readers', () => {
    expect(renderToStaticMarkup(<Spacer height={55} />)).toBe(
      '<div aria-hidden="true" style="height:55px"></div>',
    );
  });

  it('keeps the height between 0 and 400 px', () => {
    expect(renderToStaticMarkup(<Spacer height={-10} />)).toContain('height:0px');
    expect(renderToStaticMarkup(<Spacer height={9000} />)).toContain('height:400px');
  });
});
