// Editor enumerations, limits and checks (section EDIT) that the config area and the API share.

import { ItemVisibility } from './enums.ts';
import { formatMessage } from './messages.ts';

/**
 * A block's id (Puck's `props.id`) as it may be saved: it becomes an element id, a form id and a data
 * attribute on published pages, so nothing but letters, digits, `_` and `-` (issue 14, item 1).
 */
export const BLOCK_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** EDIT-005 */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
/** EDIT-027 */
export const LINK_TYPES = ['Page', 'Web Address', 'Email', 'Phone', 'File'] as const;
/** EDIT-074 */
export const SLIDE_KINDS = ['cover-page', 'lock-screen', 'popup-overlay'] as const;

/** EDIT-010..013: the workflow label of an item's visibility. */
export function workflowLabel(visibility: number): 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported' {
  if (visibility === ItemVisibility.published) return 'Available';
  if (visibility === ItemVisibility.scheduled) return 'Scheduled';
  if (visibility === ItemVisibility.draft) return 'Hidden';
  return 'Unsupported';
}

/** EDIT-014 */
export const CONTENT_STATUS_LABELS = {
  scheduled: 'Scheduled',
  needsReview: 'Needs Review',
  draft: 'Draft',
  private: 'Private',
} as const;

/** EDIT-016..022 */
export const EDITOR_LIMITS = {
  blocksPerLayout: 60,
  tracksPerAlbum: 60,
  itemsPerOrderableCollection: 250,
  productsPerCollection: 200,
  nestedCategories: 10_000,
  galleryCollectionsPerSite: 20,
  itemsPerGallery: 50,
} as const;

/** EDIT-023, EDIT-024 */
export const TAG_MAX_LENGTH = 50;
export const CATEGORY_MAX_LENGTH = 25;

/** EDIT-023..026: null when a new tag or category may be added, else why not. */
export function tagProblem(input: {
  tagType: 'tag' | 'category';
  name: string;
  existing: readonly string[];
  isEditingAnother?: boolean;
}): string | null {
  if (input.isEditingAnother)
    return formatMessage('You may only edit one {tagType} at a time', { tagType: input.tagType });
  const max = input.tagType === 'tag' ? TAG_MAX_LENGTH : CATEGORY_MAX_LENGTH;
  if (input.name.length > max) return `A ${input.tagType} is at most ${max} characters long.`;
  const lower = input.name.toLowerCase();
  if (input.existing.some((e) => e.toLowerCase() === lower)) {
    return formatMessage('This {tagType} already exists', { tagType: input.tagType });
  }
  return null;
}

/** EDIT-048..051: the spec's words for a dataset that cannot be used. */
export const DATASET_MESSAGES = {
  noColumns: 'Your dataset must have at least one column',
  noRows: 'Your dataset must have at least one row',
  noData: 'Enter some data!',
  missingData: 'One or more rows was missing data',
} as const;

/** EDIT-048..052: a dataset (rows of cells) checked and cut to the limits, with a notice when cut. */
export function checkDataset(
  rows: readonly (readonly string[])[],
  limits: { maxRows: number; maxColumns: number },
): { error: string } | { rows: string[][]; notice: string | null } {
  const columns = rows[0]?.length ?? 0;
  if (rows.length === 0) return { error: DATASET_MESSAGES.noRows };
  if (columns === 0) return { error: DATASET_MESSAGES.noColumns };
  if (!rows.some((row) => row.some((cell) => cell.trim() !== ''))) return { error: DATASET_MESSAGES.noData };
  if (rows.some((row) => row.length < columns || row.some((cell) => cell.trim() === ''))) {
    return { error: DATASET_MESSAGES.missingData };
  }
  const isCut = rows.length > limits.maxRows || columns > limits.maxColumns;
  return {
    rows: rows.slice(0, limits.maxRows).map((row) => row.slice(0, limits.maxColumns)),
    notice: isCut
      ? `Only the first ${limits.maxRows} rows and ${limits.maxColumns} columns of your data are used.`
      : null,
  };
}

/** EDIT-053..055: null when a file may be uploaded, else the message to show. */
export function uploadProblem(input: {
  fileName: string;
  byteSize: number;
  maxBytes: number;
  /** Humanised maximum, e.g. "20 MB". */
  maxSize: string;
  isSupportedType: boolean;
  /** e.g. "image " (note the trailing space, as the message joins it to "file"). */
  fileTypeMessage: string;
}): string | null {
  if (!input.fileName.trim()) return 'Please enter a file name';
  if (input.byteSize > input.maxBytes) {
    return formatMessage(
      'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
      input,
    );
  }
  if (!input.isSupportedType) {
    return formatMessage(
      'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
      input,
    );
  }
  return null;
}

/** EDIT-065: a feature toggle is on only when its variant is the string "true". */
export function isToggleOn(variant: unknown): boolean {
  return variant === 'true';
}

export type ExperimentType = 'boolean' | 'string' | 'number';

export interface ExperimentConfig {
  isLoaded: boolean;
  features: Record<string, { type: ExperimentType; value: unknown } | { type: 'invalid' }>;
}

/** EDIT-066..071: an experiment's value, or the caller's default on any error (reported to `onError`). */
export function experimentValue<T>(input: {
  config: ExperimentConfig;
  feature: string;
  type: ExperimentType;
  defaultValue: T;
  onError?: (message: string) => void;
}): T {
  const fail = (message: string) => {
    input.onError?.(message);
    return input.defaultValue;
  };
  if (!input.config.isLoaded) return fail('The underlying Praetor configuration is not loaded');
  const feature = input.config.features[input.feature];
  if (!feature) return fail('The specified feature does not exist');
  if (feature.type === 'invalid') return fail('The specified feature has an invalid server-side definition');
  if (feature.type !== input.type) return fail(`The specified feature is not a ${input.type}`);
  return (feature as { value: T }).value;
}
