// Issue 20 part 3 (SHOP-005, SHOP-028, PAGE-011; decision 069): the Donation block, the donate
// page's form and the island of both.
import { campaignOfBlock, donationBlockProblem, missingDonationButtonMessage } from '@folio/core/donations';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreContext } from '../../store/store-context.ts';
import { DonatePage } from './DonatePage.tsx';
import { Donation } from './Donation.tsx';
import { DonationPageContext } from './donation-context.ts';
import { donationDefaults } from './fields.ts';
import { enhance } from './island.ts';

const PAGE_ID = '0123456789abcdef01234567';
const store = { currencyCode: 'USD', measurementSystem: 'METRIC' as const, products: [] };

function block(pageId: string | null) {
  return renderToString(
    <StoreContext.Provider value={store}>
      <DonationPageContext.Provider value={pageId}>
        <Donation {...donationDefaults} />
      </DonationPageContext.Provider>
    </StoreContext.Provider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the Donation block', () => {
  it('SHOP-005: on a published page, its button is a form to /checkout/donate naming the page (donatePageId), with the amounts and monthly choice', () => {
    const html = block(PAGE_ID);
    expect(html).toContain('action="/checkout/donate"');
    expect(html).toContain(`name="donatePageId" value="${PAGE_ID}"`);
    expect(html).toContain('data-donation-button');
    for (const cents of [1000, 2500, 5000, 10000]) expect(html).toContain(`value="${cents}"`);
    expect(html).toContain('value="monthly"');
    // Nothing to load in the browser: no island.
    expect(html).not.toContain('data-island');
  });

  it('SHOP-028: without a page to name, the button is missing — reported on the console only, nothing shown to visitors', () => {
    document.body.innerHTML = `<div id="root">${block(null)}</div>`;
    const root = document.querySelector<HTMLElement>('[data-island="Donation"]')!;
    expect(root).not.toBeNull();
    expect(root.querySelector('[data-donation-button]')).toBeNull();
    const before = document.body.innerHTML;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    enhance(root, JSON.parse(root.dataset.props!));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      missingDonationButtonMessage(
        'the Donation block "Support the studio" is not on a published page it can name',
      ),
    );
    expect(error).not.toHaveBeenCalled();
    // Visitors see the block as it was: no message, no alert.
    expect(document.body.innerHTML).toBe(before);
    expect(document.body.textContent).not.toMatch(/missing|error/i);
  });

  it('issue 20: in the editor the block shows its button (no island, no console message)', () => {
    const html = renderToString(<Donation {...donationDefaults} puck={{ isEditing: true }} />);
    expect(html).toContain('data-donation-button');
    expect(html).not.toContain('data-island');
  });

  it('SHOP-028: a block with its button reports nothing', () => {
    document.body.innerHTML = `<div data-island="Donation">${block(PAGE_ID)}</div>`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    enhance(document.querySelector<HTMLElement>('[data-island]')!, { mode: 'missing-button' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('issue 20: the editor refuses more than six amounts or one out of bounds', () => {
    expect(donationBlockProblem({ ...donationDefaults })).toBeNull();
    expect(donationBlockProblem({ suggestedAmounts: Array.from({ length: 7 }, () => ({ amount: 5 })) })).toBe(
      'A Donation block suggests at most 6 amounts.',
    );
    expect(donationBlockProblem({ suggestedAmounts: [{ amount: 0.5 }] })).toBe(
      'Each suggested amount is between 1 and 10000.',
    );
    expect(donationBlockProblem({ suggestedAmounts: [{ amount: 20000 }] })).toBe(
      'Each suggested amount is between 1 and 10000.',
    );
  });
});

describe('the donate page (PAGE-011)', () => {
  const view = {
    state: 'form' as const,
    campaign: campaignOfBlock(PAGE_ID, donationDefaults, 'USD'),
    currencyCode: 'USD',
    paymentProvider: 'test' as const,
    stripePublishableKey: null,
    chosen: { amountCents: null, frequency: 'once' as const },
  };

  function mount() {
    document.body.innerHTML = renderToString(<DonatePage view={view} />);
    const root = document.querySelector<HTMLElement>('[data-island="Donation"]')!;
    enhance(root, JSON.parse(root.dataset.props!));
    return root;
  }

  it('issue 20: a custom amount out of bounds or not a number is refused in the page with the server’s messages, and nothing is sent', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const root = mount();
    const custom = root.querySelector<HTMLInputElement>('#donate-customAmount')!;
    const form = root.querySelector<HTMLFormElement>('form')!;
    const amountError = root.querySelector<HTMLElement>('[data-error-for="amount"]')!;
    for (const [typed, message] of [
      ['0.50', 'The smallest gift is $1.00.'],
      ['20000', 'The largest gift here is $10,000.00. For more, please contact us.'],
      ['lots', 'Enter the amount as a number, like 25 or 25.50.'],
      ['', 'Enter an amount to give.'],
    ] as const) {
      custom.value = typed;
      custom.dispatchEvent(new Event('input', { bubbles: true }));
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      expect(amountError.hidden).toBe(false);
      expect(amountError.textContent).toBe(message);
      expect(custom.getAttribute('aria-invalid')).toBe('true');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('issue 20: typing an amount chooses "Other amount" and the button says what will be given', () => {
    const root = mount();
    const custom = root.querySelector<HTMLInputElement>('#donate-customAmount')!;
    const button = root.querySelector<HTMLButtonElement>('[data-donate-submit]')!;
    // The second suggestion is chosen at first.
    expect(button.textContent).toBe('Donate $25.00');
    custom.value = '42.5';
    custom.dispatchEvent(new Event('input', { bubbles: true }));
    expect(root.querySelector<HTMLInputElement>('[data-custom-choice]')!.checked).toBe(true);
    expect(button.textContent).toBe('Donate $42.50');
    const monthly = root.querySelector<HTMLInputElement>('input[name="frequency"][value="monthly"]')!;
    monthly.checked = true;
    monthly.dispatchEvent(new Event('change', { bubbles: true }));
    expect(button.textContent).toBe('Donate $42.50 monthly');
  });
});
