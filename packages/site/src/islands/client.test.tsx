import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, type AccordionProps } from '../blocks/Accordion/Accordion.tsx';
import { hydrateIslands, islandLoader, readPageContext } from './client.ts';
import { Island } from './Island.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('browser runtime', () => {
  it('PAGE-018 reads the page context the server wrote into #folio-context', () => {
    document.body.innerHTML =
      '<script type="application/json" id="folio-context">{"pageType":"page","website":{"title":"\\u003c/script\\u003e"}}</script>';
    expect(readPageContext()).toEqual({ pageType: 'page', website: { title: '</script>' } });
  });

  it('gives null for a missing or broken context instead of failing the page', () => {
    expect(readPageContext()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="folio-context">{oops</script>';
    expect(readPageContext()).toBeNull();
  });

  it('knows the Accordion island chunk and no chunk for static blocks', () => {
    expect(islandLoader('Accordion')).toBeTypeOf('function');
    expect(islandLoader('Heading')).toBeUndefined();
  });

  it('hydrates an island found on the page from its own chunk, so its clicks work', async () => {
    const props: AccordionProps = {
      id: 'Accordion-7',
      items: [{ title: 'Opening hours?', body: 'Nine to five.' }],
      isMultipleOpen: false,
      isFirstItemExpanded: false,
    };
    document.body.innerHTML = renderToString(
      <Island name="Accordion" props={props}>
        <Accordion {...props} />
      </Island>,
    );
    const button = screen.getByRole('button', { name: 'Opening hours?' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await act(() => hydrateIslands());
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('does nothing on a page with no islands', async () => {
    document.body.innerHTML = '<main><h1>Static</h1></main>';
    await expect(hydrateIslands()).resolves.toBeUndefined();
  });
});
