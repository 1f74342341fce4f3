// Rich text in the page editor's canvas (issue 16, docs/decisions/029): the stored HTML shown as
// the published page shows it, set as the Text block's inner HTML, after the browser's own parser
// has reduced it to what rich-text-rules.ts allows (the server's sanitiser reads the same lists).
// Puck would render each rich text with TipTap (~110 KB of script, and a parse per block) only to
// show it; TipTap now loads when the owner edits a text, in the fields panel.
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '../rich-text-rules.ts';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const DROPPED = new Set<string>(RICH_TEXT_DROPPED_WITH_CONTENT);
const SCHEMES = new Set<string>(RICH_TEXT_SCHEMES);

/** sanitize-html's test of an address (its `naughtyHref`), with our schemes and no `//host`. */
function isAllowedHref(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore them inside a scheme
  let value = href.replace(/[\u0000-\u0020]+/g, '');
  for (;;) {
    const first = value.indexOf('<!--');
    if (first === -1) break;
    const last = value.indexOf('-->', first + 4);
    if (last === -1) break;
    value = value.slice(0, first) + value.slice(last + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(value);
  if (!scheme) return !/^[/\\]{2}/.test(value);
  return SCHEMES.has(scheme[1]!.toLowerCase());
}

/** Copies what is allowed of `from`'s children into `to` (an element of the output document). */
function copyAllowed(from: ParentNode, to: Node, out: Document): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === 3) {
      to.appendChild(out.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== 1) continue; // comments and the like are dropped
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      // Dropped, its text kept (a <template>'s content is a fragment of its own).
      copyAllowed(tag === 'template' ? (element as HTMLTemplateElement).content : element, to, out);
      continue;
    }
    const copy = out.createElement(tag);
    for (const name of RICH_TEXT_ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if (name === 'href' && !isAllowedHref(value)) continue;
      copy.setAttribute(name, value);
    }
    if (tag === 'a' && copy.getAttribute('target') === '_blank')
      copy.setAttribute('rel', 'noopener noreferrer');
    copyAllowed(element, copy, out);
    to.appendChild(copy);
  }
}

let inert: Document | null = null;

/**
 * The HTML reduced to the allowed tags, attributes and link schemes, parsed in a document of its
 * own that runs no script and loads nothing.
 */
export function sanitizeRichTextForCanvas(html: string): string {
  inert ??= document.implementation.createHTMLDocument('');
  const source = inert.createElement('template');
  source.innerHTML = html;
  const target = inert.createElement('div');
  copyAllowed(source.content, target, inert);
  return target.innerHTML;
}

const cache = new Map<string, string>();

/** Puck's rich-text field transform for the canvas: the sanitised HTML string (the Text block sets it). */
export function canvasRichText({ value }: { value: unknown }): string {
  const html = typeof value === 'string' ? value : '';
  let clean = cache.get(html);
  if (clean === undefined) {
    clean = sanitizeRichTextForCanvas(html);
    if (cache.size > 500) cache.clear();
    cache.set(html, clean);
  }
  return clean;
}
