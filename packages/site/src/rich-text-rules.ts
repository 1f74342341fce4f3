// What rich text may hold, in one place: the server's sanitiser (page-data.ts, sanitize-html) and
// the page editor's canvas (editor-preview/canvas-rich-text.ts, on the browser's own parser) both
// read these lists, so the canvas shows a Text block as the published page does.

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'code',
  'pre',
  'hr',
] as const;

/** Attributes kept, by tag; every other attribute is dropped. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
};

/** A link's address may name only these schemes (or none: a relative address), never `//host`. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * Elements dropped with their content (sanitize-html's own default list); any other element not
 * allowed is dropped but its text kept.
 */
export const RICH_TEXT_DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option'] as const;
