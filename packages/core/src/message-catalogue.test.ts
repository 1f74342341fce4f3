import { describe, expect, it } from 'vitest';
import { MESSAGES } from './message-catalogue.ts';

const held = new Set<string>(Object.values(MESSAGES));

describe('the message catalogue', () => {
  it('DATA-026 holds Something went wrong', () => expect(held.has('Something went wrong')).toBe(true));
  it('DATA-027 holds Network error', () => expect(held.has('Network error')).toBe(true));
  it('DATA-028 holds Unable to load results', () => expect(held.has('Unable to load results')).toBe(true));
  it('DATA-029 holds Unable to load. Try again.', () =>
    expect(held.has('Unable to load. Try again.')).toBe(true));
  it('DATA-030 holds Unable to connect. Please try again', () =>
    expect(held.has('Unable to connect. Please try again')).toBe(true));
  it('DATA-031 holds Please try again.', () => expect(held.has('Please try again.')).toBe(true));
  it('DATA-032 holds Please check your internet connection.', () =>
    expect(held.has('Please check your internet connection.')).toBe(true));
  it('FORM-046 holds Error processing form submission. Please reload and try again.', () =>
    expect(held.has('Error processing form submission. Please reload and try again.')).toBe(true));
  it('SHOP-016 holds Unable to update quantity', () =>
    expect(held.has('Unable to update quantity')).toBe(true));
  it('SHOP-017 holds Unable to remove item', () => expect(held.has('Unable to remove item')).toBe(true));
  it('SHOP-036 holds Your review request has expired', () =>
    expect(held.has('Your review request has expired')).toBe(true));
  it('SHOP-037 holds You have already reviewed this purchase', () =>
    expect(held.has('You have already reviewed this purchase')).toBe(true));
  it('SHOP-038 holds Try submitting your review again', () =>
    expect(held.has('Try submitting your review again')).toBe(true));
  it('GAL-106 holds No image', () => expect(held.has('No image')).toBe(true));
  it('GAL-107 holds No images', () => expect(held.has('No images')).toBe(true));
  it('GAL-108 holds No root node', () => expect(held.has('No root node')).toBe(true));
  it('GAL-122 holds Vimeo Basic accounts are unsupported. Please share a video from a different account.', () =>
    expect(
      held.has('Vimeo Basic accounts are unsupported. Please share a video from a different account.'),
    ).toBe(true));
  it('EDIT-006 holds Unable to load collections', () =>
    expect(held.has('Unable to load collections')).toBe(true));
  it('EDIT-036 holds Unable to load fonts', () => expect(held.has('Unable to load fonts')).toBe(true));
  it('EDIT-037 holds Unable to load preview for {fontName}', () =>
    expect(held.has('Unable to load preview for {fontName}')).toBe(true));
  it('EDIT-044 holds Unable to update form', () => expect(held.has('Unable to update form')).toBe(true));
  it('EDIT-045 holds Unable to open form', () => expect(held.has('Unable to open form')).toBe(true));
  it('EDIT-046 holds A List must be selected', () => expect(held.has('A List must be selected')).toBe(true));
  it('EDIT-056 holds File upload failed to complete', () =>
    expect(held.has('File upload failed to complete')).toBe(true));
  it('EDIT-057 holds File processing failed', () => expect(held.has('File processing failed')).toBe(true));
  it('EDIT-058 holds File processing cancelled', () =>
    expect(held.has('File processing cancelled')).toBe(true));
  it('EDIT-059 holds File processing failed to complete', () =>
    expect(held.has('File processing failed to complete')).toBe(true));
  it('EDIT-060 holds There was a problem while renaming your file.', () =>
    expect(held.has('There was a problem while renaming your file.')).toBe(true));
  it('EDIT-061 holds There was a problem while uploading your file.', () =>
    expect(held.has('There was a problem while uploading your file.')).toBe(true));
  it('EDIT-062 holds Error uploading', () => expect(held.has('Error uploading')).toBe(true));
  it('EDIT-063 holds No response data from job request', () =>
    expect(held.has('No response data from job request')).toBe(true));
  it('EDIT-080 holds Code editing is not available on Android.', () =>
    expect(held.has('Code editing is not available on Android.')).toBe(true));
  it('EDIT-081 holds Failed to load timezone', () => expect(held.has('Failed to load timezone')).toBe(true));
  it('PAGE-017 holds Unable to locate content', () =>
    expect(held.has('Unable to locate content')).toBe(true));
});
