import { describe, expect, it } from 'vitest';
import {
  FEATURE_DEFINITIONS,
  type FeatureDefinition,
  isDefinitionSound,
  resolveFeature,
} from './feature-flags.ts';

const number: FeatureDefinition = {
  name: 'n',
  kind: 'experiment',
  type: 'number',
  variants: ['1', '2'],
  defaultVariant: '1',
  description: '',
};

describe('issue 19: feature definitions (decision 056)', () => {
  it('EDIT-070 every shipped definition is sound', () => {
    for (const definition of FEATURE_DEFINITIONS)
      expect(isDefinitionSound(definition), definition.name).toBe(true);
  });

  it('EDIT-070 an unsound definition or a variant it does not offer resolves as invalid', () => {
    expect(resolveFeature({ ...number, defaultVariant: '3' }, undefined)).toEqual({ type: 'invalid' });
    expect(resolveFeature({ ...number, variants: ['1', 'two'] }, '1')).toEqual({ type: 'invalid' });
    expect(resolveFeature({ ...number, kind: 'toggle' }, '1')).toEqual({ type: 'invalid' });
    expect(resolveFeature(number, '3')).toEqual({ type: 'invalid' });
    expect(resolveFeature(number, 2)).toEqual({ type: 'invalid' });
  });

  it('EDIT-066 a sound definition resolves to its typed value, the default when nothing is stored', () => {
    expect(resolveFeature(number, undefined)).toEqual({ type: 'number', value: 1 });
    expect(resolveFeature(number, '2')).toEqual({ type: 'number', value: 2 });
    expect(
      resolveFeature(
        { ...number, type: 'boolean', variants: ['false', 'true'], defaultVariant: 'false' },
        'true',
      ),
    ).toEqual({ type: 'boolean', value: true });
  });
});
