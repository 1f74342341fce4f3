import { emailProblem, isWebsiteRole } from '@folio/core';
import { z } from 'zod';

const role = z
  .number({ error: 'Choose a role.' })
  .int()
  .refine(isWebsiteRole, 'Choose one of the roles in the list.');

export const inviteBody = z
  .object({
    email: z
      .string({ error: 'Enter the email address of the person to invite.' })
      .trim()
      .toLowerCase()
      .superRefine((value, ctx) => {
        const problem = emailProblem(value, { isRequired: true });
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    role,
  })
  .strict();

export const roleBody = z.object({ role }).strict();

const id = z.string().regex(/^[0-9a-f]{24}$/, 'An id is 24 hexadecimal characters.');
export const invitationParams = z.object({ id });
export const memberParams = z.object({ accountId: id });

// Answers.
const roleFields = {
  role: z.number().int(),
  roleName: z.string(),
  roleLabel: z.string(),
};

export const invitationView = z.object({
  id: z.string(),
  email: z.string(),
  invitedAt: z.date(),
  sentAt: z.date().nullable(),
  expiresAt: z.date().nullable(),
  isExpired: z.boolean(),
  ...roleFields,
});

export const accessList = z.object({
  members: z.array(
    z.object({
      accountId: z.string(),
      email: z.string(),
      since: z.date(),
      isYou: z.boolean(),
      ...roleFields,
    }),
  ),
  invitations: z.array(invitationView),
  roles: z.array(z.object({ role: z.number().int(), label: z.string() })),
});

export const invitationAnswer = z.object({ invitation: invitationView });
export const newInvitationAnswer = z.object({
  invitation: invitationView.extend({ isEmailSent: z.boolean() }),
});
