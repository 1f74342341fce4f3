// Group commit for submissions: those arriving while the database is busy wait and go together in
// one transaction (up to 100 at a time, a few transactions at once). Each visitor is still answered
// only after the transaction holding their submission has committed.
import { newId } from '@folio/db';
import type { NewSubmission, QueuedSubmission, UsedKey } from './queries.ts';

/** What became of one submission: stored, refused for a used key, or over the site's quota. */
export type SaveOutcome = 'saved' | 'used-key' | 'over-quota';

export interface Saved {
  id: string;
  outcome: SaveOutcome;
}

type Waiting = QueuedSubmission & { resolve: (saved: Saved) => void; reject: (e: unknown) => void };

export class SubmissionBatcher {
  #queue: Waiting[] = [];
  #inFlight = 0;
  #isScheduled = false;

  constructor(
    /** Stores the submissions whose key is unused and that fit their site's quota, atomically. */
    private readonly saveAll: (items: QueuedSubmission[]) => Promise<Map<string, SaveOutcome>>,
    private readonly maxInFlight = 4,
    private readonly maxBatch = 100,
  ) {}

  save(key: UsedKey, input: NewSubmission): Promise<Saved> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: newId(), key, input, resolve, reject });
      if (!this.#isScheduled) {
        this.#isScheduled = true;
        setImmediate(() => {
          this.#isScheduled = false;
          this.#pump();
        });
      }
    });
  }

  #pump(): void {
    while (this.#inFlight < this.maxInFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.maxBatch);
      this.#inFlight += 1;
      void this.#run(batch).finally(() => {
        this.#inFlight -= 1;
        this.#pump();
      });
    }
  }

  async #run(batch: Waiting[]): Promise<void> {
    // A key used twice in one batch: the first use counts, the second is refused at once.
    const seen = new Set<string>();
    const unique = batch.filter((item) => {
      if (seen.has(item.key.keyHash)) {
        item.resolve({ id: item.id, outcome: 'used-key' });
        return false;
      }
      seen.add(item.key.keyHash);
      return true;
    });
    try {
      const outcomes = await this.saveAll(unique);
      for (const item of unique) item.resolve({ id: item.id, outcome: outcomes.get(item.id) ?? 'used-key' });
    } catch (error) {
      for (const item of unique) item.reject(error);
    }
  }
}
