import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionProps } from './Accordion.tsx';
import { accordionFields } from './fields.ts';
import { enhance } from './island.ts';

function anAccordion(overrides: Partial<AccordionProps> = {}): AccordionProps {
  return {
    id: 'Accordion-1',
    items: [
      { title: 'Do you ship abroad?', body: 'Yes, to most countries.' },
      { title: 'Can I return an order?', body: 'Within 30 days.' },
    ],
    isMultipleOpen: false,
    isFirstItemExpanded: false,
    ...overrides,
  };
}

function trigger(name: string) {
  return screen.getByRole('button', { name });
}

describe('Accordion block', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps its items as props, not slots, with the two flags', () => {
    expect(accordionFields.items.type).toBe('array');
    expect(Object.keys(accordionFields)).toEqual(['items', 'isMultipleOpen', 'isFirstItemExpanded']);
  });

  it('UI-021 renders complete, accessible HTML on the server, the first item expanded by the flag', () => {
    const html = renderToString(<Accordion {...anAccordion({ isFirstItemExpanded: true })} />);
    expect(html).toContain('<button type="button" id="accordion-Accordion-1-button-0" class="');
    expect(html).toMatch(/aria-expanded="true" aria-controls="accordion-Accordion-1-panel-0"/);
    expect(html).toMatch(/aria-expanded="false" aria-controls="accordion-Accordion-1-panel-1"/);
    expect(html).toMatch(
      /<section id="accordion-Accordion-1-panel-1" aria-labelledby="accordion-Accordion-1-button-1"/,
    );
    expect(html).toContain('Within 30 days.');
  });

  it('UI-018 UI-019 UI-020 toggles on click, ignores clicks mid-animation, closes the others', () => {
    render(<Accordion {...anAccordion()} />);
    fireEvent.click(trigger('Do you ship abroad?'));
    expect(trigger('Do you ship abroad?').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(trigger('Can I return an order?'));
    expect(trigger('Can I return an order?').getAttribute('aria-expanded')).toBe('false');

    act(() => vi.advanceTimersByTime(250));
    fireEvent.click(trigger('Can I return an order?'));
    expect(trigger('Can I return an order?').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Do you ship abroad?').getAttribute('aria-expanded')).toBe('false');
  });

  it('UI-018 the island (plain DOM, no React) makes the server HTML open and close', async () => {
    const props = anAccordion();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Accordion {...props} />);
    document.body.append(container);
    const serverButton = trigger('Do you ship abroad?');

    enhance(container, props);

    expect(trigger('Do you ship abroad?')).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(serverButton.getAttribute('aria-expanded')).toBe('true');
  });

  it('UI-018 UI-019 UI-020 UI-021 the island toggles regions, ignores clicks mid-animation, closes the others unless several may be open', () => {
    for (const isMultipleOpen of [false, true]) {
      const props = anAccordion({ isMultipleOpen, isFirstItemExpanded: true });
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Accordion {...props} />);
      document.body.replaceChildren(container);
      enhance(container, props);
      const [first, second] = [trigger('Do you ship abroad?'), trigger('Can I return an order?')];
      const region = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(first.getAttribute('aria-expanded')).toBe('true');
      expect(region(first).getAttribute('aria-hidden')).toBe('false');

      fireEvent.click(second);
      expect(second.getAttribute('aria-expanded')).toBe('true');
      expect(region(second).getAttribute('aria-hidden')).toBe('false');
      expect(first.getAttribute('aria-expanded')).toBe(String(isMultipleOpen));
      expect(region(first).getAttribute('aria-hidden')).toBe(String(!isMultipleOpen));

      fireEvent.click(second); // within the 250 ms animation: ignored
      expect(second.getAttribute('aria-expanded')).toBe('true');
      vi.advanceTimersByTime(250);
      fireEvent.click(second);
      expect(second.getAttribute('aria-expanded')).toBe('false');
      expect(region(second).getAttribute('aria-hidden')).toBe('true');
      vi.advanceTimersByTime(250);
    }
  });
});
