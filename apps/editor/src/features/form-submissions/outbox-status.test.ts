import { describe, expect, it } from 'vitest';
import { outboxStatus } from './outbox-status.ts';

describe('the outbox screen’s status of an email', () => {
  it('issue 15 jobs: a dead email says it failed after N attempts, with its last error', () => {
    expect(
      outboxStatus({ status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' }),
    ).toEqual({ label: 'Failed after 5 attempts', detail: 'connect ECONNREFUSED 127.0.0.1:2525' });
  });

  it('issue 15 jobs: an email being retried says how many attempts failed so far', () => {
    expect(outboxStatus({ status: 'pending', attempts: 1, lastError: 'timeout' })).toEqual({
      label: 'Pending, retrying after 1 attempt',
      detail: 'timeout',
    });
  });

  it('a sent email and a fresh pending one read as before', () => {
    expect(outboxStatus({ status: 'sent', attempts: 1, lastError: null })).toEqual({
      label: 'Sent',
      detail: null,
    });
    expect(outboxStatus({ status: 'pending', attempts: 0, lastError: null })).toEqual({
      label: 'Pending',
      detail: null,
    });
  });
});
