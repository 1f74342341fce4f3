// The message catalogue and the one formatter of user-facing text (CORE-052..055): ICU
// MessageFormat through intl-messageformat, with the spec's error messages.
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

export { MESSAGES } from './message-catalogue.ts';

export class MessageFormatError extends Error {}

type Values = Record<string, string | number | boolean | Date | null | undefined>;

const EXPECTED: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: '"}"',
  EMPTY_ARGUMENT: 'an argument name',
  MALFORMED_ARGUMENT: 'an argument name',
  EXPECT_ARGUMENT_TYPE: 'an argument type',
  INVALID_ARGUMENT_TYPE: 'number, date, time, plural, selectordinal or select',
  EXPECT_ARGUMENT_STYLE: 'an argument style',
  INVALID_NUMBER_SKELETON: 'a number skeleton',
  INVALID_DATE_TIME_SKELETON: 'a date or time skeleton',
  EXPECT_NUMBER_SKELETON: 'a number skeleton',
  EXPECT_DATE_TIME_SKELETON: 'a date or time skeleton',
  UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: 'a closing quote',
  EXPECT_SELECT_ARGUMENT_OPTIONS: 'select options',
  EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE: 'an offset number',
  INVALID_PLURAL_ARGUMENT_OFFSET_VALUE: 'an offset number',
  EXPECT_SELECT_ARGUMENT_SELECTOR: 'a select key',
  EXPECT_PLURAL_ARGUMENT_SELECTOR: 'a plural key',
  EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT: '"{" after the select key',
  EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: '"{" after the plural key',
  INVALID_PLURAL_ARGUMENT_SELECTOR: 'a plural key',
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: 'a plural key not used before',
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: 'a select key not used before',
  MISSING_OTHER_CLAUSE: 'an "other" option',
  INVALID_TAG: 'a tag name',
  INVALID_TAG_NAME: 'a tag name',
  UNMATCHED_CLOSING_TAG: 'a matching opening tag',
  UNCLOSED_TAG: 'a closing tag',
};

interface ParserError extends Error {
  location?: { start: { offset: number }; end: { offset: number } };
}

/** Errors about something missing at the end of a span point past it, not at its start. */
const AT_END = new Set(['EXPECT_ARGUMENT_CLOSING_BRACE', 'UNCLOSED_TAG', 'UNCLOSED_QUOTE_IN_ARGUMENT_STYLE']);

/** CORE-054: a parse error reads 'Expected X but Y found.' */
function parseError(pattern: string, error: ParserError): MessageFormatError {
  const expected = EXPECTED[error.message] ?? 'valid message syntax';
  const location = error.location;
  const offset = location
    ? AT_END.has(error.message)
      ? location.end.offset
      : location.start.offset
    : pattern.length;
  const found = offset >= pattern.length ? 'end of input' : JSON.stringify(pattern[offset]);
  return new MessageFormatError(`Expected ${expected} but ${found} found.`);
}

function quoteList(keys: string[]): string {
  const quoted = keys.map((k) => `"${k}"`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/** CORE-055: a plural key that the locale does not know is an error that lists the valid keys. */
function checkPluralKeys(elements: MessageFormatElement[], locale: string): void {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      const rules = new Intl.PluralRules(locale, { type: element.pluralType });
      const valid = rules.resolvedOptions().pluralCategories;
      for (const key of Object.keys(element.options)) {
        if (!/^=\d+$/.test(key) && !valid.includes(key as Intl.LDMLPluralRule)) {
          throw new MessageFormatError(
            `Invalid key "${key}" for argument "${element.value}". Valid plural keys for this locale are ${quoteList(valid)}, and explicit keys like "=0".`,
          );
        }
      }
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) checkPluralKeys(option.value, locale);
    }
    if (element.type === TYPE.tag) checkPluralKeys(element.children, locale);
  }
}

const compiled = new Map<string, IntlMessageFormat>();

/** Compiles a message once per locale; throws MessageFormatError with the spec's wording. */
export function compileMessage(pattern: string, locale = 'en'): IntlMessageFormat {
  const key = `${locale}\u0000${pattern}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  let ast: MessageFormatElement[];
  try {
    ast = parse(pattern, { requiresOtherClause: true });
  } catch (error) {
    throw parseError(pattern, error as ParserError);
  }
  checkPluralKeys(ast, locale);
  const format = new IntlMessageFormat(ast, locale);
  if (compiled.size > 2000) compiled.clear();
  compiled.set(key, format);
  return format;
}

/** CORE-052, CORE-053: named placeholders replaced by their values; plurals by the locale's rules. */
export function formatMessage(pattern: string, values: Values = {}, locale = 'en'): string {
  const result = compileMessage(pattern, locale).format(
    values as Record<string, string | number | boolean | Date>,
  );
  return Array.isArray(result) ? result.join('') : String(result);
}
