import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLEANED_ERROR_TITLE, OVERLAY_ID, showSystemError } from './system-error-overlay.ts';

afterEach(() => document.getElementById(OVERLAY_ID)?.remove());

describe('the system-error overlay', () => {
  it('DATA-023 covers the full page and shows message, url, format and error key', () => {
    const overlay = showSystemError({
      message: 'Unable to connect…',
      url: '/api/cart',
      format: 'json',
      errorKey: 'net',
    });
    expect(overlay.style.position).toBe('fixed');
    expect(overlay.style.inset).toBe('0');
    expect(overlay.getAttribute('role')).toBe('alertdialog');
    expect(overlay.textContent).toContain('Unable to connect…');
    expect(overlay.textContent).toContain('/api/cart · json · net');
  });

  it('DATA-024 Reload Page reloads the page', () => {
    const reload = vi.fn();
    const spy = vi
      .spyOn(window, 'location', 'get')
      .mockReturnValue({ ...window.location, reload } as Location);
    const overlay = showSystemError({ message: 'x', url: '/api/a', format: 'json' });
    [...overlay.querySelectorAll('button')].find((b) => b.textContent === 'Reload Page')!.click();
    expect(reload).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('DATA-025 Clear dismisses the overlay', () => {
    const overlay = showSystemError({ message: 'x', url: '/api/a', format: 'json' });
    [...overlay.querySelectorAll('button')].find((b) => b.textContent === 'Clear')!.click();
    expect(document.getElementById(OVERLAY_ID)).toBeNull();
  });

  it('DATA-022 a cleaned error reads "Something Went Wrong!"', () => {
    const overlay = showSystemError({ message: '', url: '/api/a', format: 'json', isCleaned: true });
    expect(overlay.querySelector('h2')!.textContent).toBe(CLEANED_ERROR_TITLE);
    expect(CLEANED_ERROR_TITLE).toBe('Something Went Wrong!');
  });
});
