// Save checks of blocks whose props go through the shared text schema (zod). They are kept out of
// the block registry, which the config area's startup imports and which must build no zod
// (apps/server/src/config-area-startup.test.ts); the server's page codec (page-data.ts) runs them
// after each block's own `validate`.
import { chartProblem } from '@folio/core/chart-block-problem';
import { mapBlockProblem } from '@folio/core/map-block-problem';
import type { BlockName } from './registry.ts';

export const serverBlockChecks: Partial<
  Record<BlockName, (props: Record<string, unknown>) => string | null>
> = {
  Chart: chartProblem,
  Map: mapBlockProblem,
};
