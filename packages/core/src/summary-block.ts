// The Summary block (issue 17 part 2, docs/decisions/038): the latest items of one collection in a
// list, a grid or a carousel. Pure rules shared by the page codec (refused on save), the widget
// rendering endpoint (EDIT-079) and the editor.
export const SUMMARY_LAYOUTS = ['list', 'grid', 'carousel'] as const;
export type SummaryLayout = (typeof SUMMARY_LAYOUTS)[number];

/** How many items a Summary shows: at least one, at most 30 (a page is no collection list). */
export const SUMMARY_MIN_ITEMS = 1;
export const SUMMARY_MAX_ITEMS = 30;
export const SUMMARY_HEADING_MAX = 200;

/** A collection's id (collections.id): what may reach a block's props, a query and a widget request. */
export const COLLECTION_ID_PATTERN = /^[0-9a-f]{24}$/;

export const SUMMARY_MESSAGES = {
  count: `A Summary shows ${SUMMARY_MIN_ITEMS} to ${SUMMARY_MAX_ITEMS} items.`,
  collectionId: 'A Summary’s collection is not one Folio knows. Choose a collection from the list.',
  heading: `A Summary’s heading is at most ${SUMMARY_HEADING_MAX} characters.`,
} as const;

/** What the block shows of each item; the title is shown when nothing else would link to it. */
export interface SummaryShow {
  showImage: boolean;
  showTitle: boolean;
  showExcerpt: boolean;
  showDate: boolean;
  showReadMore: boolean;
}

export interface SummarySettings extends SummaryShow {
  heading: string;
  count: number;
  layout: SummaryLayout;
}

export const SUMMARY_DEFAULTS: SummarySettings = {
  heading: 'Latest posts',
  count: 3,
  layout: 'grid',
  showImage: true,
  showTitle: true,
  showExcerpt: true,
  showDate: true,
  showReadMore: true,
};

/**
 * What is wrong with a Summary block's props as the editor sent them, or null. A number out of range
 * is refused, not cut to fit: the owner asked for something the block cannot show.
 */
export function summaryProblem(props: Record<string, unknown>): string | null {
  const count = props.count;
  if (count !== undefined && count !== null && count !== '') {
    const n = typeof count === 'string' ? Number(count) : count;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < SUMMARY_MIN_ITEMS || n > SUMMARY_MAX_ITEMS)
      return SUMMARY_MESSAGES.count;
  }
  const id = props.collectionId;
  if (id !== undefined && id !== '' && (typeof id !== 'string' || !COLLECTION_ID_PATTERN.test(id)))
    return SUMMARY_MESSAGES.collectionId;
  if (typeof props.heading === 'string' && props.heading.length > SUMMARY_HEADING_MAX)
    return SUMMARY_MESSAGES.heading;
  return null;
}

/** The settings of stored props, every missing or odd value taken from the defaults. */
export function summarySettingsOf(props: Partial<Record<keyof SummarySettings, unknown>>): SummarySettings {
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const count = Number(props.count);
  return {
    heading: typeof props.heading === 'string' ? props.heading.slice(0, SUMMARY_HEADING_MAX) : '',
    count:
      Number.isInteger(count) && count >= SUMMARY_MIN_ITEMS && count <= SUMMARY_MAX_ITEMS
        ? count
        : SUMMARY_DEFAULTS.count,
    layout: SUMMARY_LAYOUTS.includes(props.layout as SummaryLayout)
      ? (props.layout as SummaryLayout)
      : SUMMARY_DEFAULTS.layout,
    showImage: flag(props.showImage, SUMMARY_DEFAULTS.showImage),
    showTitle: flag(props.showTitle, SUMMARY_DEFAULTS.showTitle),
    showExcerpt: flag(props.showExcerpt, SUMMARY_DEFAULTS.showExcerpt),
    showDate: flag(props.showDate, SUMMARY_DEFAULTS.showDate),
    showReadMore: flag(props.showReadMore, SUMMARY_DEFAULTS.showReadMore),
  };
}
