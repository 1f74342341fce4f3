// Issue 17, PAGE-003: the site search's shared words — what a result looks like, which text search
// configuration a site's language picks, and how a highlighted snippet travels safely to markup.

/** What the search indexes; 'item' is a collection item (blog post, event, portfolio project). */
export const SEARCH_KINDS = ['page', 'product', 'slide', 'item'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results a page of `/search` shows. */
export const SEARCH_PAGE_SIZE = 10;
/** The last page a visitor may ask for (page × size bounds the database's work). */
export const SEARCH_MAX_PAGE = 50;
/** The longest query kept; the rest is cut. */
export const SEARCH_QUERY_MAX = 200;

/**
 * The PostgreSQL text search configurations Folio uses, by the language subtag of the site's
 * language (`profile.language`). A fixed list, present in PostgreSQL 13+ and PGlite alike: the
 * name reaches SQL as a `regconfig` cast, so only these may ever be used.
 */
export const TEXT_SEARCH_CONFIGS = {
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nb: 'norwegian',
  nl: 'dutch',
  nn: 'norwegian',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
} as const;

export type TextSearchConfig = (typeof TEXT_SEARCH_CONFIGS)[keyof typeof TEXT_SEARCH_CONFIGS] | 'simple';

const KNOWN_CONFIGS = new Set<string>([...Object.values(TEXT_SEARCH_CONFIGS), 'simple']);

/** The configuration for a BCP 47 language tag ('en-GB' → 'english'); 'simple' for any other. */
export function textSearchConfigOf(language: string | null | undefined): TextSearchConfig {
  const subtag = (language ?? '').toLowerCase().split('-')[0] ?? '';
  return (TEXT_SEARCH_CONFIGS as Record<string, TextSearchConfig>)[subtag] ?? 'simple';
}

export function isTextSearchConfig(value: string): value is TextSearchConfig {
  return KNOWN_CONFIGS.has(value);
}

/**
 * The marks ts_headline puts around a match: two control characters no stored text holds (they are
 * stripped when indexed), so a snippet stays plain text until the page splits it into text and
 * <mark> elements — nothing from the data is ever written into markup as HTML.
 */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_STOP = '\u0003';

/** A snippet as parts: plain text, and the matched words (`isMatch`), for the page to escape and mark. */
export function snippetParts(snippet: string): { text: string; isMatch: boolean }[] {
  const parts: { text: string; isMatch: boolean }[] = [];
  let isMatch = false;
  let text = '';
  for (const char of snippet) {
    if (char === HIGHLIGHT_START || char === HIGHLIGHT_STOP) {
      if (text) parts.push({ text, isMatch });
      text = '';
      isMatch = char === HIGHLIGHT_START;
    } else text += char;
  }
  if (text) parts.push({ text, isMatch });
  return parts;
}

/** Control characters removed from indexed text (the highlight marks among them). */
export function withoutControlCharacters(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
}

export interface SearchResult {
  kind: SearchKind;
  url: string;
  title: string;
  /** Plain text with HIGHLIGHT_START / HIGHLIGHT_STOP around the matches (see snippetParts). */
  snippet: string;
}

/** What the `/search` page shows. */
export interface SearchResultsView {
  /** The query as the visitor typed it (trimmed, at most SEARCH_QUERY_MAX characters). */
  query: string;
  results: SearchResult[];
  total: number;
  /** More matched than were ranked (the total is then a lower bound: "1000+ results"). */
  isTotalCapped?: boolean;
  page: number;
  pageCount: number;
  /** When nothing matched: a few page titles and addresses to try instead. */
  suggestions: { title: string; url: string }[];
  /** The site's anonymous search quota is used up for now. */
  isBusy?: boolean;
}
