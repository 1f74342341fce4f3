import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, type ButtonProps } from './Button.tsx';
import { buttonDefaults, buttonFields } from './fields.ts';

function aButton(overrides: Partial<ButtonProps> = {}): ButtonProps {
  return { ...buttonDefaults, buttonText: 'Book a visit', clickthroughUrl: '/visit', ...overrides };
}

describe('Button block', () => {
  it('UI-070 has buttonText, clickthroughUrl, alignment, size and newWindow fields (and an id)', () => {
    expect(Object.keys(buttonFields).sort()).toEqual(
      ['alignment', 'buttonText', 'clickthroughUrl', 'newWindow', 'size'].sort(),
    );
    const html = renderToStaticMarkup(
      <Button {...aButton({ id: 'Button-1', size: 'large', alignment: 'center' })} />,
    );
    expect(html).toContain('href="/visit"');
    expect(html).toContain('>Book a visit</a>');
  });

  it('UI-071 with newWindow opens the link in a new window, without a handle on this one', () => {
    const html = renderToStaticMarkup(<Button {...aButton({ newWindow: true })} />);
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/rel="[^"]*noopener[^"]*"/);
  });

  it('UI-071 without newWindow opens the link in the same window', () => {
    const html = renderToStaticMarkup(<Button {...aButton({ newWindow: false })} />);
    expect(html).not.toContain('target=');
  });
});
