// The anti-forgery crumb (docs/decisions/004): a random nonce and an HMAC of it with what it is bound
// to — the session when there is one, else "visitor" — under a key the server instances share.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@folio/db';
import * as auth from '../modules/auth/service.ts';

export const CRUMB_PATTERN = /^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/;

export interface CrumbSigner {
  issue(binding: string): string;
  isValid(crumb: string | undefined, binding: string): boolean;
}

export function crumbBinding(sessionToken: string | undefined): string {
  return sessionToken ? createHash('sha256').update(sessionToken).digest('base64url') : 'visitor';
}

export function createCrumbSigner(secret: string): CrumbSigner {
  const sign = (nonce: string, binding: string) =>
    createHmac('sha256', secret).update(`${nonce}:${binding}`).digest('base64url').slice(0, 22);
  return {
    issue(binding) {
      const nonce = randomBytes(12).toString('base64url');
      return `${nonce}.${sign(nonce, binding)}`;
    },
    isValid(crumb, binding) {
      if (!crumb || !CRUMB_PATTERN.test(crumb)) return false;
      const [nonce, signature] = crumb.split('.') as [string, string];
      const expected = Buffer.from(sign(nonce, binding));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The shared signing key: read, or made once (the first instance to start wins the race). */
export function loadCrumbSecret(db: Db): Promise<string> {
  return auth.loadCrumbSecret(db);
}
