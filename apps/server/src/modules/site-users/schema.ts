import { z } from 'zod';
import { linkToken, newPassword } from '../auth/service.ts';

export const siteUserSignUpBody = z
  .object({
    email: z.email({ message: 'Enter a valid email address.' }).max(256),
    password: newPassword,
  })
  .strict();

/** AUTH-021 */
export const siteUserSessionBody = z
  .object({
    email: z.email({ message: 'Enter a valid email address.' }).max(256),
    password: z.string().min(1, 'Enter your password.').max(1024),
    rememberMe: z.boolean().default(false),
  })
  .strict();

/** AUTH-023 */
export const signOutQuery = z
  .object({
    cloneCart: z.enum(['true', 'false'], { message: 'cloneCart is true or false.' }).optional(),
    crumb: z.string().optional(),
  })
  .strict();

/** Issue 16: "Forgot password?" */
export const siteUserResetBody = z
  .object({ email: z.email({ message: 'Enter a valid email address.' }).max(256) })
  .strict();

/** Issue 16: the new password, with the token of the emailed link. */
export const siteUserNewPasswordBody = z.object({ token: linkToken, password: newPassword }).strict();

// Answers.
const siteUser = z.object({ id: z.string(), email: z.string() });

export const siteUserAnswer = z.object({ account: siteUser });
export const siteUserSessionAnswer = z.object({ xsrfToken: z.string(), account: siteUser });
/** The same words whether or not the address has an account. */
export const resetSentAnswer = z.object({ message: z.string() });
export const passwordChangedAnswer = z.object({ email: z.string(), message: z.string() });
