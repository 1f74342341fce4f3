// Zod in and out of the member-areas calls (issue 20, decision 066).
import { PAGE_ID_PATTERN, PLAN_ID_PATTERN } from '@folio/core/member-areas';
import { text } from '@folio/core/text';
import { z } from 'zod';

export const pageIdParams = z
  .object({ pageId: z.string().regex(PAGE_ID_PATTERN, 'is not a page id') })
  .strict();

const password = text({ min: 4, max: 128, tooShort: 'must be at least 4 characters' });

/** What the owner sets: no lock, members, plans (their ids), or a password (kept if not sent again). */
export const lockBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('members') }).strict(),
  z
    .object({
      kind: z.literal('plans'),
      planIds: z.array(z.string().regex(PLAN_ID_PATTERN, 'is not a plan id')).min(1).max(50),
    })
    .strict(),
  z.object({ kind: z.literal('password'), password: password.optional() }).strict(),
]);
export type LockBody = z.infer<typeof lockBody>;

export const lockView = z.object({
  pageId: z.string(),
  title: z.string(),
  slug: z.string(),
  isCollection: z.boolean(),
  kind: z.enum(['none', 'members', 'plans', 'password']),
  planIds: z.array(z.string()),
  hasPassword: z.boolean(),
});
export type LockView = z.infer<typeof lockView>;

export const locksAnswer = z.object({
  pages: z.array(lockView),
  memberAccounts: z.boolean(),
  /** The site's membership plans, for the plan picker (decision 068). */
  plans: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const unlockBody = z
  .object({
    pageId: z.string().regex(PAGE_ID_PATTERN, 'is not a page id'),
    password: text({ min: 1, max: 128 }),
  })
  .strict();

export const unlockAnswer = z.object({ unlocked: z.literal(true) });
