// The message catalogue: plain ICU MessageFormat strings, no code, so any module (and the browser)
// can import a message without the formatter. Format them with formatMessage (messages.ts).
/** Every user-facing string of the spec that the shared rules use, in English. */
export const MESSAGES = {
  emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
  enterValidEmail: 'Please enter a valid email',
  emailsFormattedAs: 'Emails must be formatted as {email}',
  linksFormattedAs: 'Links must be formatted as {host} or {host}',
  notValidPageUrl: '{val} is not a valid page URL',
  notExpectedOption: '{val} is not one of the expected options',
  cartItems: '{n, plural, one {One item in cart} other {# items in cart}}',
  cartMoreThan100: 'More than 100 items in cart',
  recurringPrice: '{price} every {period, plural, one {{unit}} other {# {unit}s}}',
  recurringPriceFor: '{price} every {period, plural, one {{unit}} other {# {unit}s}} for {total} {unit}s',
  zapierCount: '{count, plural, one {# Zap} other {# Zaps}}',
} as const;
