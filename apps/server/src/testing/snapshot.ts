// Whole-body snapshots of API answers (issue 15 part 2, as Ghost does): a field added, leaked or
// renamed changes the snapshot. What differs per run (ids, times, tokens, random suffixes) becomes
// a placeholder, so the snapshot holds the shape and every stable value.
const ID = /^[0-9a-f]{24}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export interface StableOptions {
  /** Exact strings to replace (an email with a random suffix, a token): value → placeholder. */
  replace?: Record<string, string>;
}

export function stable(value: unknown, options: StableOptions = {}): unknown {
  const replace = Object.entries(options.replace ?? {});
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (ID.test(v)) return '<id>';
      if (ISO_TIME.test(v)) return '<time>';
      let out = v;
      for (const [from, to] of replace) out = out.split(from).join(to);
      return out;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}
