import { describe, expect, it, vi } from 'vitest';
import {
  CATEGORY_MAX_LENGTH,
  COLLECTION_VIEWS,
  CONTENT_STATUS_LABELS,
  checkDataset,
  EDITOR_LIMITS,
  type ExperimentConfig,
  experimentValue,
  isToggleOn,
  LINK_TYPES,
  SLIDE_KINDS,
  TAG_MAX_LENGTH,
  tagProblem,
  uploadProblem,
  workflowLabel,
} from './editor-rules.ts';

describe('editor enumerations', () => {
  it('EDIT-005 collection views', () => expect(COLLECTION_VIEWS).toEqual(['list', 'grid', 'product']));
  it('EDIT-027 link types', () =>
    expect(LINK_TYPES).toEqual(['Page', 'Web Address', 'Email', 'Phone', 'File']));
  it('EDIT-074 slide kinds', () =>
    expect(SLIDE_KINDS).toEqual(['cover-page', 'lock-screen', 'popup-overlay']));
});

describe('workflow labels', () => {
  it('EDIT-010 published is Available', () => expect(workflowLabel(1)).toBe('Available'));
  it('EDIT-011 scheduled is Scheduled', () => expect(workflowLabel(2)).toBe('Scheduled'));
  it('EDIT-012 draft is Hidden', () => expect(workflowLabel(4)).toBe('Hidden'));
  it('EDIT-013 any other state is Unsupported', () => {
    for (const state of [3, 5, 6, 99]) expect(workflowLabel(state)).toBe('Unsupported');
  });
  it('EDIT-014 content status labels', () =>
    expect(Object.values(CONTENT_STATUS_LABELS)).toEqual(['Scheduled', 'Needs Review', 'Draft', 'Private']));
});

describe('editor limits', () => {
  it('EDIT-016 EDIT-017 EDIT-018 EDIT-019 EDIT-020 EDIT-021 EDIT-022 the limits', () => {
    expect(EDITOR_LIMITS).toEqual({
      blocksPerLayout: 60,
      tracksPerAlbum: 60,
      itemsPerOrderableCollection: 250,
      productsPerCollection: 200,
      nestedCategories: 10_000,
      galleryCollectionsPerSite: 20,
      itemsPerGallery: 50,
    });
  });
});

describe('tags and categories', () => {
  it('EDIT-023 a tag is at most 50 characters', () => {
    expect(tagProblem({ tagType: 'tag', name: 'a'.repeat(TAG_MAX_LENGTH), existing: [] })).toBeNull();
    expect(tagProblem({ tagType: 'tag', name: 'a'.repeat(TAG_MAX_LENGTH + 1), existing: [] })).not.toBeNull();
  });
  it('EDIT-024 a category is at most 25 characters', () => {
    expect(
      tagProblem({ tagType: 'category', name: 'a'.repeat(CATEGORY_MAX_LENGTH), existing: [] }),
    ).toBeNull();
    expect(
      tagProblem({ tagType: 'category', name: 'a'.repeat(CATEGORY_MAX_LENGTH + 1), existing: [] }),
    ).not.toBeNull();
  });
  it('EDIT-025 adding one that exists', () => {
    expect(tagProblem({ tagType: 'tag', name: 'News', existing: ['news'] })).toBe('This tag already exists');
  });
  it('EDIT-026 editing a second one while one is being edited', () => {
    expect(tagProblem({ tagType: 'category', name: 'x', existing: [], isEditingAnother: true })).toBe(
      'You may only edit one category at a time',
    );
  });
});

describe('dataset checks', () => {
  const limits = { maxRows: 2, maxColumns: 2 };
  it('EDIT-048 a dataset without columns', () =>
    expect(checkDataset([[], ['x']], limits)).toEqual({
      error: 'Your dataset must have at least one column',
    }));
  it('EDIT-049 a dataset without rows', () =>
    expect(checkDataset([], limits)).toEqual({ error: 'Your dataset must have at least one row' }));
  it('EDIT-050 a dataset with no data', () =>
    expect(checkDataset([['', ' ']], limits)).toEqual({ error: 'Enter some data!' }));
  it('EDIT-051 a row missing data', () =>
    expect(
      checkDataset(
        [
          ['a', 'b'],
          ['c', ''],
        ],
        limits,
      ),
    ).toEqual({ error: 'One or more rows was missing data' }));
  it('EDIT-052 a dataset is cut to maxRows and maxColumns, with a notice', () => {
    const result = checkDataset(
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
        ['g', 'h', 'i'],
      ],
      limits,
    );
    expect(result).toEqual({
      rows: [
        ['a', 'b'],
        ['d', 'e'],
      ],
      notice: 'Only the first 2 rows and 2 columns of your data are used.',
    });
    expect(checkDataset([['a']], limits)).toEqual({ rows: [['a']], notice: null });
  });
});

describe('uploads', () => {
  const file = {
    fileName: 'big.png',
    byteSize: 10,
    maxBytes: 20,
    maxSize: '20 MB',
    isSupportedType: true,
    fileTypeMessage: 'image ',
  };
  it('EDIT-053 a file over the maximum size', () =>
    expect(uploadProblem({ ...file, byteSize: 21 })).toBe(
      'The file big.png is too large. The maximum allowed file size is 20 MB.',
    ));
  it('EDIT-054 a file of an unsupported type', () =>
    expect(uploadProblem({ ...file, fileName: 'notes.exe', isSupportedType: false })).toBe(
      'The file notes.exe does not appear to be a supported image file.',
    ));
  it('EDIT-055 a file without a name', () =>
    expect(uploadProblem({ ...file, fileName: ' ' })).toBe('Please enter a file name'));
});

describe('feature toggles and experiments', () => {
  const config: ExperimentConfig = {
    isLoaded: true,
    features: { newCart: { type: 'boolean', value: true }, broken: { type: 'invalid' } },
  };
  it('EDIT-065 a toggle is on only when its variant is the string true', () => {
    expect(isToggleOn('true')).toBe(true);
    for (const v of [true, 'TRUE', 'yes', 1, undefined]) expect(isToggleOn(v)).toBe(false);
  });
  it('EDIT-066 an experiment is valid only when loaded and of the right type', () => {
    expect(experimentValue({ config, feature: 'newCart', type: 'boolean', defaultValue: false })).toBe(true);
  });
  it('EDIT-067 EDIT-068 EDIT-069 EDIT-070 EDIT-071 each error gives its message and the default value', () => {
    const cases: [ExperimentConfig, string, 'boolean' | 'string', string][] = [
      [
        { ...config, isLoaded: false },
        'newCart',
        'boolean',
        'The underlying Praetor configuration is not loaded',
      ],
      [config, 'nothing', 'boolean', 'The specified feature does not exist'],
      [config, 'newCart', 'string', 'The specified feature is not a string'],
      [config, 'broken', 'boolean', 'The specified feature has an invalid server-side definition'],
    ];
    for (const [c, feature, type, message] of cases) {
      const onError = vi.fn();
      expect(experimentValue({ config: c, feature, type, defaultValue: 'fallback', onError })).toBe(
        'fallback',
      );
      expect(onError).toHaveBeenCalledWith(message);
    }
  });
});
