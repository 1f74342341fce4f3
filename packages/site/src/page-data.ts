// Page data as stored: Puck Data with slot fields. Validated and sanitised on save and on render.

import { BLOCK_ID_PATTERN, EDITOR_LIMITS } from '@folio/core';
import { isSafeUrl } from '@folio/core/links';
import { type PageSeo, pageSeoSchema } from '@folio/core/page-seo';
import { truncateText, UNSTORABLE_TEXT_MESSAGE, unstorablePath } from '@folio/core/text';
import type { Data } from '@puckeditor/core';
import { migrate } from '@puckeditor/core/rsc';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { type BlockDefinition, blocks } from './blocks/registry.ts';
import { serverBlockChecks } from './blocks/server-checks.ts';
import { serverConfig } from './puck-config.tsx';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from './rich-text-rules.ts';

export { PAGE_SCHEMA_VERSION } from './schema-version.ts';

/** EDIT-016: a layout holds at most 60 blocks (nested ones included). */
export const MAX_BLOCKS_PER_PAGE = EDITOR_LIMITS.blocksPerLayout;
const MAX_TEXT = 10_000;
const MAX_RICH_TEXT = 100_000;

export type PageData = Data;

export class PageDataError extends Error {}

const componentShape = z.object({
  type: z.string(),
  props: z.record(z.string(), z.unknown()),
});
const dataShape = z.object({
  root: z.object({ props: z.record(z.string(), z.unknown()).optional() }).passthrough(),
  content: z.array(z.unknown()),
  zones: z.record(z.string(), z.array(z.unknown())).optional(),
});

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Rich text reduced to a small set of harmless tags: no scripts, event handlers or javascript: links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}

export { isSafeUrl };

function where(path: string) {
  return path ? ` (at ${path})` : '';
}

function cleanField(
  field: { type: string; [k: string]: unknown },
  value: unknown,
  path: string,
  count: { n: number },
): unknown {
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (value === undefined || value === null) return '';
      if (typeof value !== 'string') throw new PageDataError(`expected text${where(path)}`);
      if (value.length > MAX_TEXT)
        throw new PageDataError(`text longer than ${MAX_TEXT} characters${where(path)}`);
      return value;
    }
    case 'richtext': {
      if (value === undefined || value === null) return '';
      if (typeof value !== 'string') throw new PageDataError(`expected rich text as HTML${where(path)}`);
      if (value.length > MAX_RICH_TEXT) throw new PageDataError(`rich text too long${where(path)}`);
      return sanitizeRichText(value);
    }
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (n === undefined || n === null || n === '') return undefined;
      if (typeof n !== 'number' || !Number.isFinite(n))
        throw new PageDataError(`expected a number${where(path)}`);
      const min = typeof field.min === 'number' ? field.min : -Infinity;
      const max = typeof field.max === 'number' ? field.max : Infinity;
      return Math.min(max, Math.max(min, n));
    }
    case 'select':
    case 'radio': {
      const options = (field.options as { value: unknown }[]) ?? [];
      if (value === undefined) return undefined;
      if (!options.some((o) => o.value === value)) {
        throw new PageDataError(`${JSON.stringify(value)} is not one of the expected options${where(path)}`);
      }
      return value;
    }
    case 'array': {
      if (value === undefined || value === null) return [];
      if (!Array.isArray(value)) throw new PageDataError(`expected a list${where(path)}`);
      const itemFields = field.arrayFields as Record<string, { type: string }>;
      return value.map((item, i) => cleanProps(itemFields, item, `${path}[${i}]`, count));
    }
    case 'slot': {
      if (value === undefined || value === null) return [];
      if (!Array.isArray(value)) throw new PageDataError(`expected a list of blocks${where(path)}`);
      return value.map((item, i) => cleanComponent(item, `${path}[${i}]`, count));
    }
    default:
      return value;
  }
}

/** Ids reach element ids and data attributes on published pages: only the strict pattern passes. */
function blockId(value: string, path: string): string {
  if (!BLOCK_ID_PATTERN.test(value))
    throw new PageDataError(
      `a block id may hold only letters, digits, "_" and "-" (at most 64)${where(path ? `${path}.id` : 'id')}`,
    );
  return value;
}

function cleanProps(
  fields: Record<string, { type: string }>,
  props: unknown,
  path: string,
  count: { n: number },
) {
  if (!props || typeof props !== 'object' || Array.isArray(props))
    throw new PageDataError(`expected an object${where(path)}`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    const field = fields[key];
    // Keys without a field (id, Puck's bookkeeping) are kept only when they are plain strings.
    if (!field) {
      if (key === 'id' && typeof value === 'string') out[key] = blockId(value, path);
      continue;
    }
    const cleaned = cleanField(field, value, path ? `${path}.${key}` : key, count);
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return out;
}

function cleanComponent(raw: unknown, path: string, count: { n: number }) {
  const parsed = componentShape.safeParse(raw);
  if (!parsed.success) throw new PageDataError(`a block must have a type and props${where(path)}`);
  const { type, props } = parsed.data;
  const block = (blocks as Record<string, BlockDefinition>)[type];
  if (!block) throw new PageDataError(`unknown block type "${type}"${where(path)}`);
  count.n += 1;
  if (count.n > MAX_BLOCKS_PER_PAGE)
    throw new PageDataError(`a page holds at most ${MAX_BLOCKS_PER_PAGE} blocks`);
  const problem =
    block.validate?.(props) ?? serverBlockChecks[type as keyof typeof serverBlockChecks]?.(props) ?? null;
  if (problem) throw new PageDataError(`${problem}${where(`${path}.${type}`)}`);
  const cleaned = block.normalize
    ? (block.normalize(cleanProps(block.fields, props, `${path}.${type}`, count)) as Record<string, unknown>)
    : cleanProps(block.fields, props, `${path}.${type}`, count);
  cleaned.id = typeof props.id === 'string' && props.id ? blockId(props.id, path) : `${type}-${count.n}`;
  for (const key of block.urlProps ?? []) {
    const url = cleaned[key];
    if (typeof url === 'string' && !isSafeUrl(url.trim())) {
      throw new PageDataError(`"${url}" is not a link Folio can use${where(`${path}.${type}.${key}`)}`);
    }
  }
  return { type, props: cleaned };
}

/** Issue 16 part 5: the page's SEO settings, validated with the shared schema (refused, not cut). */
function cleanSeo(input: unknown): PageSeo {
  const parsed = pageSeoSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new PageDataError(`${issue.message}${where(['root.props.seo', ...issue.path].join('.'))}`);
}

/** Validates page data from the editor and sanitises it; throws PageDataError saying what is wrong. */
export function sanitizePageData(input: unknown): PageData {
  const parsed = dataShape.safeParse(input);
  if (!parsed.success) throw new PageDataError('page data must have root and a content list');
  // Issue 14 item 6: jsonb refuses NUL and lone surrogates anywhere, keys included.
  const unstorable = unstorablePath(parsed.data);
  if (unstorable !== null) throw new PageDataError(`text ${UNSTORABLE_TEXT_MESSAGE}${where(unstorable)}`);
  const data = migratePageData(parsed.data);
  const count = { n: 0 };
  const rootProps = (data.root as { props?: Record<string, unknown> }).props ?? {};
  const title = typeof rootProps.title === 'string' ? truncateText(rootProps.title, 200) : '';
  return {
    root: { props: rootProps.seo === undefined ? { title } : { title, seo: cleanSeo(rootProps.seo) } },
    content: data.content.map((item, i) => cleanComponent(item, `content[${i}]`, count)),
  } as PageData;
}

/**
 * Brings stored data up to the current schema. Version 1 is the first; data that still uses
 * Puck's older DropZone `zones` is moved into slots by Puck's own migrate().
 */
export function migratePageData<T>(data: T): T {
  const zones = (data as { zones?: Record<string, unknown[]> })?.zones;
  if (!zones || Object.keys(zones).length === 0) return data;
  return migrate(data as Data, serverConfig) as T;
}
