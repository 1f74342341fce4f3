import { describe, expect, it } from 'vitest';
import { CRUMB_PATTERN, createCrumbSigner, crumbBinding } from './crumb.ts';

describe('the crumb', () => {
  const signer = createCrumbSigner('secret-one');
  it('is valid only for what it is bound to, under its key', () => {
    const session = crumbBinding('session-token');
    const crumb = signer.issue(session);
    expect(crumb).toMatch(CRUMB_PATTERN);
    expect(signer.isValid(crumb, session)).toBe(true);
    expect(signer.isValid(crumb, crumbBinding('other-session'))).toBe(false);
    expect(signer.isValid(crumb, crumbBinding(undefined))).toBe(false);
    expect(createCrumbSigner('secret-two').isValid(crumb, session)).toBe(false);
    expect(signer.isValid(`${crumb.slice(0, -1)}${crumb.endsWith('A') ? 'B' : 'A'}`, session)).toBe(false);
    expect(signer.isValid(undefined, session)).toBe(false);
  });
});
