// Issue 17 part 4: what changed between two saves of a page or item — blocks added, removed and
// changed (by their id, nested blocks included), and the title — and how the Revisions panel words
// it. Pure: two Puck data values in, a small record out; the server keeps it, the editor shows it.

export interface RevisionSummary {
  added: number;
  removed: number;
  changed: number;
  /** The kinds of block touched, e.g. ['Heading', 'Text'] (at most 5). */
  blockTypes: string[];
  /** The page title before and after, when it changed. */
  title: { from: string; to: string } | null;
  /** When this save put back an earlier revision: that revision's time (ISO). */
  restoredFrom: string | null;
  /** The first save kept (no earlier revision to compare with). */
  isFirst: boolean;
  /** A collection item's other fields that changed (excerpt, tags, …), when any did. */
  fields?: string[];
}

interface Block {
  type: string;
  fingerprint: string;
}

function isBlock(value: unknown): value is { type: string; props: Record<string, unknown> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    typeof (value as { props?: unknown }).props === 'object' &&
    (value as { props?: unknown }).props !== null
  );
}

/** Every block of the page by id; a block's fingerprint leaves out the blocks nested in its slots. */
function blocksOf(data: unknown): Map<string, Block> {
  const found = new Map<string, Block>();
  const visit = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 20) return;
    for (const [index, entry] of list.entries()) {
      if (!isBlock(entry)) continue;
      const own: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(entry.props)) {
        // A slot (a list of blocks, empty ones included) is compared block by block, not here.
        if (Array.isArray(value) && value.every(isBlock)) visit(value, depth + 1);
        else own[key] = value;
      }
      const id = typeof entry.props.id === 'string' ? entry.props.id : `${depth}:${index}:${entry.type}`;
      found.set(id, { type: entry.type, fingerprint: canonicalJson(own) });
    }
  };
  visit((data as { content?: unknown } | null)?.content, 0);
  return found;
}

/** A collection item's fields beside its body (root.props.item of an item's revision). */
function itemFieldsOf(data: unknown): Record<string, unknown> | null {
  const item = (data as { root?: { props?: { item?: unknown } } } | null)?.root?.props?.item;
  return item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : null;
}

function titleOf(data: unknown): string {
  const title = (data as { root?: { props?: { title?: unknown } } } | null)?.root?.props?.title;
  return typeof title === 'string' ? title : '';
}

/** What changed from `before` (null: nothing before) to `after`. */
export function summarizeChange(input: {
  before: unknown | null;
  after: unknown;
  restoredFrom?: string | null;
}): RevisionSummary {
  const after = blocksOf(input.after);
  const before = input.before === null ? new Map<string, Block>() : blocksOf(input.before);
  const types = new Set<string>();
  let added = 0;
  let removed = 0;
  let changed = 0;
  for (const [id, block] of after) {
    const old = before.get(id);
    if (!old) {
      added += 1;
      types.add(block.type);
    } else if (old.fingerprint !== block.fingerprint || old.type !== block.type) {
      changed += 1;
      types.add(block.type);
    }
  }
  for (const [id, block] of before) {
    if (!after.has(id)) {
      removed += 1;
      types.add(block.type);
    }
  }
  const from = input.before === null ? '' : titleOf(input.before);
  const to = titleOf(input.after);
  const afterFields = itemFieldsOf(input.after);
  const beforeFields = input.before === null ? null : itemFieldsOf(input.before);
  const fields =
    afterFields && beforeFields
      ? [...new Set([...Object.keys(afterFields), ...Object.keys(beforeFields)])]
          .filter((key) => canonicalJson(afterFields[key]) !== canonicalJson(beforeFields[key]))
          .sort()
      : [];
  return {
    added: input.before === null ? 0 : added,
    removed,
    changed,
    blockTypes: input.before === null ? [] : [...types].slice(0, 5),
    title: input.before !== null && from !== to ? { from, to } : null,
    restoredFrom: input.restoredFrom ?? null,
    isFirst: input.before === null,
    ...(fields.length > 0 ? { fields } : {}),
  };
}

/** An item field's name as the Revisions panel says it. */
const FIELD_WORDS: Record<string, string> = {
  excerpt: 'excerpt',
  featuredMediaId: 'featured image',
  authorAccountId: 'author',
  tags: 'tags',
  categoryIds: 'categories',
  seo: 'SEO',
  details: 'time and place',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The summary in words, as the Revisions panel shows it. */
export function describeSummary(summary: RevisionSummary, formatDate: (iso: string) => string): string {
  if (summary.restoredFrom) return `Restored the version of ${formatDate(summary.restoredFrom)}`;
  if (summary.isFirst) return 'First saved version';
  const parts: string[] = [];
  if (summary.added) parts.push(`${plural(summary.added, 'block')} added`);
  if (summary.changed) parts.push(`${plural(summary.changed, 'block')} changed`);
  if (summary.removed) parts.push(`${plural(summary.removed, 'block')} removed`);
  let text = parts.join(', ');
  if (summary.blockTypes.length) text += ` (${summary.blockTypes.join(', ')})`;
  if (summary.title) text += `${text ? '; ' : ''}title “${summary.title.from}” → “${summary.title.to}”`;
  if (summary.fields?.length)
    text += `${text ? '; ' : ''}${summary.fields.map((f) => FIELD_WORDS[f] ?? f).join(', ')} changed`;
  return text || 'Page settings changed';
}

/** JSON with object keys sorted: the same data compares equal however it was stored (JSONB reorders keys). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(
          Object.entries(entry as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : entry,
  );
}
