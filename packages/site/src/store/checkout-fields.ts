// The checkout form's fields and their checks in the browser, by the keys the server reports
// errors under (`email`, `shippingAddress.postalCode`…), with the server's own messages.
import type { ShippingLocation } from '@folio/core/commerce';
import { emailProblem, isUsZip } from '@folio/core/validation';

export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface CardDetails {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code.';

const REQUIRED_ADDRESS: [keyof ShippingAddress, string][] = [
  ['name', 'Enter the name for delivery.'],
  ['line1', 'Enter the street address.'],
  ['city', 'Enter the city.'],
  ['postalCode', 'Enter the postal code.'],
  ['country', 'Choose the country.'],
];

export function addressProblems(address: ShippingAddress): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, message] of REQUIRED_ADDRESS)
    if (address[key].trim() === '') problems[`shippingAddress.${key}`] = message;
  if (
    address.country === 'US' &&
    !problems['shippingAddress.postalCode'] &&
    !isUsZip(address.postalCode.trim())
  )
    problems['shippingAddress.postalCode'] = ZIP_MESSAGE;
  if (address.country === 'US' && address.region.trim() === '')
    problems['shippingAddress.region'] = 'Choose the state.';
  return problems;
}

export function cardProblems(card: CardDetails): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!/^\d{12,19}$/.test(card.cardNumber.replace(/[\s-]/g, '')))
    problems.cardNumber = 'Enter the card number.';
  if (!card.expMonth || !card.expYear) problems.expiry = 'Choose the expiry month and year.';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'Enter the 3-digit security code.';
  return problems;
}

/** Every problem the browser can see before sending the order; empty when it can be sent. */
export function checkoutProblems(input: {
  email: string;
  address: ShippingAddress | null;
  card: CardDetails | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  const email = emailProblem(input.email.trim(), { isRequired: true });
  if (email) problems.email = email;
  if (input.address) Object.assign(problems, addressProblems(input.address));
  if (input.card) Object.assign(problems, cardProblems(input.card));
  return problems;
}

/**
 * The part of the address shipping and tax depend on, once it is entered far enough to price
 * (a US address needs its state and a 5-digit ZIP); null before.
 */
export function shippingLocationOf(address: ShippingAddress): ShippingLocation | null {
  const location = {
    country: address.country.trim(),
    region: address.region.trim(),
    postalCode: address.postalCode.trim(),
  };
  if (!location.country || !location.postalCode) return null;
  if (location.country === 'US' && (!location.region || !isUsZip(location.postalCode))) return null;
  return location;
}

/** Groups a test card number by four digits, as printed on a card. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
