// The shapes sites checks: an address (subdomain) someone chooses for a site.
import { z } from 'zod';

const RESERVED = new Set(['www', 'api', 'admin', 'config', 'static', 'assets', 'mail', 'app']);
const SHAPE = 'Use 3 to 63 lowercase letters, digits or hyphens, starting and ending with a letter or digit.';

/** A site's address on the platform host: 3 to 63 characters, not a reserved word. */
export const subdomain = z
  .string()
  .min(3, SHAPE)
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])?$/, SHAPE)
  .refine((value) => !RESERVED.has(value), {
    error: (issue) => `"${issue.input}" is reserved. Choose another address.`,
  });
