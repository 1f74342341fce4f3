// The shape of an ALTCHA solution as a form submission carries it (base64 JSON in captchaKey):
// the signed challenge the server gave, and the counter the browser found.
import { z } from 'zod';

/** 16 bits of work: about 65,000 SHA-256 hashes on average, well under a second in a browser. */
export const KEY_PREFIX = '0000';

/** Checked before any hashing; other fields are kept, since the signature covers them. */
export const altchaPayload = z.object({
  challenge: z.looseObject({
    signature: z.string(),
    parameters: z.looseObject({ algorithm: z.literal('SHA-256'), keyPrefix: z.literal(KEY_PREFIX) }),
  }),
  solution: z.looseObject({
    counter: z.number().refine(Number.isInteger),
    derivedKey: z.string(),
  }),
});
