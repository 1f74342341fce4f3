// Group commit for submissions: those arriving while the database is busy wait and go together in
// one transaction (up to 100 at a time, a few transactions at once). Each visitor is still answered
// only after the transaction holding their submission has committed. The batching itself is the
// shared GroupCommit (plugins/group-commit.ts, also used by analytics); this adds the used-key rule.
import { newId } from '@folio/db';
import { GroupCommit } from '../../plugins/group-commit.ts';
import type { NewSubmission, QueuedSubmission, UsedKey } from './queries.ts';

/** What became of one submission: stored, refused for a used key, or over the site's quota. */
export type SaveOutcome = 'saved' | 'used-key' | 'over-quota';

export interface Saved {
  id: string;
  outcome: SaveOutcome;
}

export class SubmissionBatcher {
  readonly #commits: GroupCommit<QueuedSubmission, Saved>;

  constructor(
    /** Stores the submissions whose key is unused and that fit their site's quota, atomically. */
    saveAll: (items: QueuedSubmission[]) => Promise<Map<string, SaveOutcome>>,
    maxInFlight = 4,
    maxBatch = 100,
  ) {
    this.#commits = new GroupCommit(
      async (batch) => {
        // A key used twice in one batch: the first use counts, the second is refused.
        const seen = new Set<string>();
        const isRepeat = batch.map((item) => {
          if (seen.has(item.key.keyHash)) return true;
          seen.add(item.key.keyHash);
          return false;
        });
        const outcomes = await saveAll(batch.filter((_, i) => !isRepeat[i]));
        return batch.map((item, i) => ({
          id: item.id,
          outcome: isRepeat[i] ? 'used-key' : (outcomes.get(item.id) ?? 'used-key'),
        }));
      },
      maxInFlight,
      maxBatch,
    );
  }

  save(key: UsedKey, input: NewSubmission): Promise<Saved> {
    return this.#commits.add({ id: newId(), key, input });
  }
}
