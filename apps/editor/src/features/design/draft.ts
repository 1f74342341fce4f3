// The Design screen's unsaved design: which of its paths differ from the saved one (EDIT-033..035)
// and the changes a save sends (those paths only, each whole).
import {
  DESIGN_PATHS,
  type DesignPath,
  type SiteDesign,
  type SiteDesignChanges,
} from '@folio/core/site-design';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The paths of `draft` that differ from `saved`, in DESIGN_PATHS order. */
export function dirtyPaths(saved: SiteDesign, draft: SiteDesign): DesignPath[] {
  return DESIGN_PATHS.filter((path) => !same(saved[path], draft[path]));
}

/** What Save sends: only the dirty paths. */
export function changesOf(saved: SiteDesign, draft: SiteDesign): SiteDesignChanges {
  const changes: Record<string, unknown> = {};
  for (const path of dirtyPaths(saved, draft)) changes[path] = draft[path];
  return changes as SiteDesignChanges;
}
