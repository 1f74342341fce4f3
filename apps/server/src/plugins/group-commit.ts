// Group commit (the pattern of forms' submission batcher, made general for issue 18): items that
// arrive while the database is busy wait and are stored together, one transaction for up to
// `maxBatch` of them, a few transactions at once. Each caller's promise settles only after the
// transaction holding its item has committed, so an acknowledged item is stored.

type Waiting<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

export class GroupCommit<T, R> {
  #queue: Waiting<T, R>[] = [];
  #inFlight = 0;
  #isScheduled = false;

  constructor(
    /** Stores a batch at once; answers one result per item, in order. Throws to fail them all. */
    private readonly commit: (items: T[]) => Promise<R[]>,
    private readonly maxInFlight = 4,
    private readonly maxBatch = 100,
  ) {}

  /** Items waiting for a transaction (not those being stored). */
  get waiting(): number {
    return this.#queue.length;
  }

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (!this.#isScheduled) {
        this.#isScheduled = true;
        // Everything that arrives in this turn of the event loop goes in the same batch.
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

  async #run(batch: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await this.commit(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(results[i] as R);
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
}
