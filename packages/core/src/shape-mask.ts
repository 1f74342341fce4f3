// Image shape masks and section anchors (issue 19, docs/decisions/053). Pure rules shared by the
// blocks (rendered), the page codec (refused on save) and the tests.

/** The shapes an Image block may be masked with; 'none' is the plain 16:10 picture. */
export const IMAGE_SHAPES = ['none', 'circle', 'hexagon', 'blob', 'arch', 'pill'] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];

/**
 * UI-069: a mask's height as a percentage of its width, by shape (the spec gives 100, 150 and 67
 * and leaves open which shape takes which; decision 053): the round shapes are square, the arch
 * a tall window, the pill a wide one.
 */
export const MASK_HEIGHT_PERCENT: Record<Exclude<ImageShape, 'none'>, 100 | 150 | 67> = {
  circle: 100,
  hexagon: 100,
  blob: 100,
  arch: 150,
  pill: 67,
};

export const SHAPE_MESSAGE = 'Shape must be none, circle, hexagon, blob, arch or pill.';

/** The Image block's props refused on save: an unknown shape. */
export function imageProblem(props: Record<string, unknown>): string | null {
  if ('shape' in props && props.shape !== undefined && !IMAGE_SHAPES.includes(props.shape as never))
    return SHAPE_MESSAGE;
  return null;
}

/**
 * A Section's anchor, the id an in-page link (`#about`) scrolls to. It reaches markup as an element
 * id: lower-case letters, digits and hyphens, starting with a letter, at most 40 characters.
 */
export const SECTION_ANCHOR = /^[a-z][a-z0-9-]{0,39}$/;
/** Ids the page's frame already uses (or `#top`, the top of the page): never a section's anchor. */
export const RESERVED_ANCHORS = ['top', 'main', 'root', 'account', 'folio-context', 'site-menu', 'menu'];

export const ANCHOR_MESSAGE =
  'An anchor may hold only lower-case letters, digits and hyphens, starting with a letter (at most 40).';
export const ANCHOR_RESERVED_MESSAGE = 'This anchor is used by the page itself; choose another.';

/** The Section block's props refused on save: an anchor that is not strict, or one the page uses. */
export function sectionProblem(props: Record<string, unknown>): string | null {
  const anchor = props.anchor;
  if (anchor === undefined || anchor === null || anchor === '') return null;
  if (typeof anchor !== 'string' || !SECTION_ANCHOR.test(anchor)) return ANCHOR_MESSAGE;
  if (RESERVED_ANCHORS.includes(anchor)) return ANCHOR_RESERVED_MESSAGE;
  return null;
}

/** The anchor as it may reach markup, or undefined. */
export function sectionAnchorId(anchor: unknown): string | undefined {
  return typeof anchor === 'string' && sectionProblem({ anchor }) === null && anchor !== ''
    ? anchor
    : undefined;
}
