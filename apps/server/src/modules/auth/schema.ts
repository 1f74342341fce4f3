import { z } from 'zod';
import { passwordEmailProblem, passwordProblem } from './password-rules.ts';

export const credentialsBody = z
  .object({
    email: z.email({ message: 'Enter a valid email address.' }).max(256, 'Email is too long.'),
    password: z.string().min(1, 'Enter your password.').max(1024, 'Password is too long.'),
  })
  .strict();

/** A password being chosen (sign-up, a change): long enough and not a common one (issue 14 item 11). */
export const newPassword = z
  .string({ error: 'Choose a password.' })
  .min(8, 'Choose a password of at least 8 characters.')
  .max(1024, 'Password is too long.')
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const signUpBody = z
  .object({
    email: z.email({ message: 'Enter a valid email address.' }).max(256, 'Email is too long.'),
    password: newPassword,
  })
  .strict()
  .superRefine((value, ctx) => {
    const problem = passwordEmailProblem(value.password, value.email);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });

/** A token from an emailed link: 43 base64url characters (32 random bytes). */
export const linkToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete. Open it from the email again.');

/** The config area's hand-off link (issue 14 item 20): anything but a string is an expired link. */
export const handoffQuery = z.object({ token: z.string().max(200).optional().catch(undefined) });

// Answers.
export const accountView = z.object({ id: z.string(), email: z.string() });

/** The signed-in account and its role on this site (null on the platform host or without a role). */
export const signedInAnswer = z.object({
  account: accountView,
  role: z.number().int().nullable(),
  roleName: z.string().nullable(),
  canEdit: z.boolean(),
  permissions: z.array(z.number().int()).readonly(),
});

export const crumbAnswer = z.object({ crumb: z.string() });
export const optionsAnswer = z.object({ signUpUrl: z.string(), resetUrl: z.string() });
