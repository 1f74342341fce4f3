// Issue 17: the words of a published page that site search indexes, read from its Puck data.
// Pure: the page's blocks, walked without knowing each block, by the props that hold words.
import { pageSeoOf } from '@folio/core/page-seo';
import { withoutControlCharacters } from '@folio/core/site-search';

/** Props that hold text a visitor reads (Heading text, Text content, Accordion title/body, …). */
const TEXT_PROPS = new Set([
  'title',
  'text',
  'heading',
  'subheading',
  'content',
  'body',
  'caption',
  'description',
  'buttonText',
  'label',
  'question',
  'answer',
  'quote',
]);

/** The most body text kept per document: enough to find a page, bounded for the index. */
export const BODY_MAX = 20_000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Rich text's HTML as plain text: tags become spaces, the common entities their characters. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

export function cleanText(value: string, max: number): string {
  return withoutControlCharacters(value).replace(/\s+/g, ' ').trim().slice(0, max);
}

function collect(value: unknown, into: string[], depth: number): void {
  if (depth > 40 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const entry of value) collect(entry, into, depth + 1);
    return;
  }
  for (const [key, prop] of Object.entries(value)) {
    if (typeof prop === 'string') {
      if (TEXT_PROPS.has(key) && prop.trim()) into.push(plainText(prop));
    } else collect(prop, into, depth + 1);
  }
}

/** A page's title, excerpt (its SEO description) and body text; `isHidden` when the owner hid it from search. */
export function pageDocumentText(input: { title: string; data: unknown }): {
  title: string;
  excerpt: string;
  body: string;
  isHidden: boolean;
} {
  const data = (input.data ?? {}) as { root?: { props?: unknown }; content?: unknown };
  const seo = pageSeoOf(data.root?.props);
  const words: string[] = [];
  collect(data.content, words, 0);
  return {
    title: cleanText(input.title, 500),
    excerpt: cleanText(seo.description, 1000),
    body: cleanText(words.join(' '), BODY_MAX),
    isHidden: seo.hideFromSearch,
  };
}
