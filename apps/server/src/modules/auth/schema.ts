import { z } from 'zod';

export const credentialsBody = z
  .object({
    email: z.email({ message: 'Enter a valid email address.' }).max(256, 'Email is too long.'),
    password: z.string().min(1, 'Enter your password.').max(1024, 'Password is too long.'),
  })
  .strict();

export const signUpBody = z
  .object({
    email: z.email({ message: 'Enter a valid email address.' }).max(256, 'Email is too long.'),
    password: z
      .string()
      .min(8, 'Choose a password of at least 8 characters.')
      .max(1024, 'Password is too long.'),
  })
  .strict();
