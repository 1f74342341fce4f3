// What the outbox screen says about one email: its state, and for a failed or retried one how many
// attempts were made and the last error (issue 15: the dead letters of the job runner).
import type { OutboxEmail } from './api/form-submissions.ts';

export interface OutboxStatus {
  label: string;
  /** The last error, for an email that failed or is being retried. */
  detail: string | null;
}

const attemptsText = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

export function outboxStatus(email: Pick<OutboxEmail, 'status' | 'attempts' | 'lastError'>): OutboxStatus {
  if (email.status === 'sent') return { label: 'Sent', detail: null };
  if (email.status === 'failed')
    return { label: `Failed after ${attemptsText(email.attempts)}`, detail: email.lastError };
  if (email.attempts > 0)
    return { label: `Pending, retrying after ${attemptsText(email.attempts)}`, detail: email.lastError };
  return { label: 'Pending', detail: null };
}
