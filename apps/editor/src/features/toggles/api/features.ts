// Issue 19 (EDIT-065..071, docs/decisions/056): the site's feature toggles and experiments, read
// from GET /api/config/features. The configuration is loaded once that answer arrives (EDIT-067);
// before it, or on any error, the caller's default is used (EDIT-071) and the spec's message is
// logged. Plain TypeScript (no zod): the page editor reads it at startup.
import {
  type ExperimentConfig,
  type ExperimentType,
  experimentValue,
  isToggleOn,
  loadedConfig,
  NOT_LOADED,
  type ResolvedFeature,
} from '@folio/core/feature-flags';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

export const featuresKey = ['features'] as const;

export const fetchFeatures = () =>
  apiRequest<{ features: Record<string, ResolvedFeature> }>('/api/config/features');

/** The site's features: NOT_LOADED until the answer arrives (and after a failed request). */
export function useFeatureConfig(): ExperimentConfig {
  const { data } = useQuery({ queryKey: featuresKey, queryFn: fetchFeatures, staleTime: 60_000 });
  return data ? loadedConfig(data.features) : NOT_LOADED;
}

const logged = new Set<string>();

/** Logs each feature's message once per page load (a field renders often). */
export function warnFeature(feature: string, message: string): void {
  const key = `${feature}\n${message}`;
  if (logged.has(key)) return;
  logged.add(key);
  console.warn(`Feature ${feature}: ${message}`);
}

/** Reads an experiment from a configuration: its value, or the default with the message logged. */
export function readExperiment<T>(
  config: ExperimentConfig,
  feature: string,
  type: ExperimentType,
  defaultValue: T,
): T {
  return experimentValue({
    config,
    feature,
    type,
    defaultValue,
    onError: (message) => warnFeature(feature, message),
  });
}

export function useExperiment<T>(feature: string, type: ExperimentType, defaultValue: T): T {
  return readExperiment(useFeatureConfig(), feature, type, defaultValue);
}

/** EDIT-065: a toggle is on only when its variant is the string 'true'; off until loaded. */
export function useFeatureToggle(feature: string): boolean {
  return isToggleOn(useExperiment<string>(feature, 'string', 'false'));
}

/** Tests: log every message again. */
export function forgetFeatureWarnings(): void {
  logged.clear();
}
