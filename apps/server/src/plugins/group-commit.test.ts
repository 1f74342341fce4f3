import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';

describe('issue 18: group commit (shared by forms and analytics)', () => {
  it('items added in one turn go in one batch, and each is answered only after its batch committed', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const committed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const commits = new GroupCommit<number, string>(async (items) => {
      batches.push(items);
      await committed;
      return items.map((n) => `stored ${n}`);
    });
    let answered = 0;
    const answers = [1, 2, 3].map((n) => commits.add(n).finally(() => (answered += 1)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2, 3]]);
    expect(answered).toBe(0);
    release();
    expect(await Promise.all(answers)).toEqual(['stored 1', 'stored 2', 'stored 3']);
  });

  it('a batch is at most maxBatch items; a failed commit rejects every item of its batch only', async () => {
    const batches: number[][] = [];
    const commits = new GroupCommit<number, number>(
      async (items) => {
        batches.push(items);
        if (items.includes(3)) throw new Error('database down');
        return items;
      },
      1,
      2,
    );
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => commits.add(n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
  });
});
