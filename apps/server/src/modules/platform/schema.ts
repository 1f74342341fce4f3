import { text } from '@folio/core/text';
import { z } from 'zod';
import { TEMPLATE_IDS } from '../../seed/templates/template.ts';
import { credentialsBody, linkToken, newPassword, signUpBody } from '../auth/service.ts';

export { credentialsBody, signUpBody };

export const createSiteBody = z
  .object({
    title: text({
      max: 120,
      min: 1,
      trim: true,
      tooShort: 'Give the site a title.',
      tooLong: 'A site title is at most 120 characters.',
    }),
    subdomain: text({ max: 63, min: 1, trim: true, tooShort: 'Choose an address for the site.' }).transform(
      (s) => s.toLowerCase(),
    ),
    /** Issue 16 part 6: a starting template; `demo` is a copy of the live demo site (kept for the API). */
    template: z
      .enum(['blank', 'demo', ...TEMPLATE_IDS], { message: 'Choose a template, or Blank.' })
      .default('blank'),
    /** Issue 16 part 6: a copy of one of the account's own sites (or of a cloneable site) instead. */
    copyOf: z
      .string()
      .regex(/^[0-9a-f]{24}$/, 'That site does not exist.')
      .optional(),
  })
  .strict();

export type CreateSiteBody = z.output<typeof createSiteBody>;
export type SignUpBody = z.output<typeof signUpBody>;

export const siteIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'That site does not exist.') });

export const tokenParams = z.object({ token: linkToken });

/** The new password of a "you already have an account" link. */
export const newPasswordBody = z.object({ password: newPassword });

/**
 * The path of an HTML form route, declared as it arrives: the handler checks it (safeParse) and
 * answers a wrong one with the page, as the form always did.
 */
export const rawIdParams = z.object({ id: z.string() });
export const rawTokenParams = z.object({ token: z.string() });

/** A page's notice after a redirect (shown cut to 200 characters); anything else is ignored. */
export const noticeQuery = z.object({ notice: z.string().optional().catch(undefined) });

// Answers.
export const signUpAnswer = z.object({ status: z.literal('check_email'), message: z.string() });

export const platformSignInAnswer = z.object({
  account: z.object({ id: z.string(), email: z.string(), isEmailVerified: z.boolean() }),
});

export const resendAnswer = z.object({ status: z.literal('sent'), message: z.string() });

export const acceptedAnswer = z.object({
  websiteId: z.string(),
  role: z.number().int(),
  roleName: z.string(),
  url: z.string().nullable(),
});

const siteView = z.object({ id: z.string(), subdomain: z.string(), title: z.string(), url: z.string() });

export const sitesAnswer = z.object({ sites: z.array(siteView.extend({ role: z.number().int() })) });

export const createdSiteAnswer = z.object({ site: siteView });

/** Issue 16: "Forgot password?" (the form's field, and the JSON call's body). */
export const resetBody = z
  .object({ email: z.email({ message: 'Enter a valid email address.' }).max(256, 'Email is too long.') })
  .strict();
export const resetSentAnswer = z.object({ message: z.string() });

/** A template's preview picture: `<template>-desktop.webp`, nothing else reaches the disk. */
export const previewParams = z.object({
  file: z.string().regex(/^(?:studio|portfolio|shop|cafe)-desktop\.webp$/, 'There is no such preview.'),
});
