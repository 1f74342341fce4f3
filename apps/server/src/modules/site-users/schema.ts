import { z } from 'zod';
import { newPassword } from '../auth/service.ts';

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

// Answers.
const siteUser = z.object({ id: z.string(), email: z.string() });

export const siteUserAnswer = z.object({ account: siteUser });
export const siteUserSessionAnswer = z.object({ xsrfToken: z.string(), account: siteUser });
