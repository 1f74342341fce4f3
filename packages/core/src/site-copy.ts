// Copying a whole site (issue 14 item 19): every module copies its own rows and records each old id
// with its copy's id in one map, so references between them (a slide's image, a Gallery block's
// collection, a /pages/{id} link, an image's /s/{id}/ address) can be pointed at the copies.

/** Old id → the id of its copy. Ids are 24 hex characters (CORE-028), so they are found in text. */
export type IdMap = Map<string, string>;

const ID = /[0-9a-f]{24}/g;

/** The text with every id the map knows replaced by its copy's; other text is left as it was. */
export function remapIdsInText(text: string, ids: IdMap): string {
  return text.replace(ID, (id) => ids.get(id) ?? id);
}

/** A deep copy of JSON-like data with remapIdsInText applied to every string (keys are kept). */
export function remapIds<T>(value: T, ids: IdMap): T {
  if (typeof value === 'string') return remapIdsInText(value, ids) as T;
  if (Array.isArray(value)) return value.map((item) => remapIds(item, ids)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = remapIds(item, ids);
    return out as T;
  }
  return value;
}
