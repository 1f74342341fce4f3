// Checking a password the same way for platform accounts and site users: throttled per address and
// key, the same time and the same message whether or not the email exists.
import { AppError } from '../../errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { timingDummyHash, verifyPassword } from './passwords.ts';

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export async function verifyCredentials<T extends { passwordHash: string }>(input: {
  throttle: LoginThrottle;
  ip: string;
  /** What failures are counted against, with the address: the email, or site and email. */
  throttleKey: string;
  password: string;
  /** The browser's folio_device cookie: a browser that signed in to this account before is not slowed. */
  deviceCookie: string | undefined;
  find: () => Promise<T | undefined>;
}): Promise<T & { deviceCookie: string }> {
  const retryAfter = await input.throttle.retryAfterSeconds(input.ip, input.throttleKey, {
    isKnownDevice: input.throttle.isKnownDevice(input.deviceCookie, input.throttleKey),
  });
  if (retryAfter > 0) {
    throw new AppError({
      kind: 'rate_limited',
      code: 'rate_limited',
      message: `Too many failed sign-in attempts. Try again in ${waitText(retryAfter)}.`,
      extra: { retryAfter },
    });
  }
  const found = await input.find();
  const isValid = found
    ? await verifyPassword(input.password, found.passwordHash)
    : await verifyPassword(input.password, await timingDummyHash()).then(() => false);
  if (!found || !isValid) {
    await input.throttle.recordFailure(input.ip, input.throttleKey);
    // One message whether or not the email exists.
    throw new AppError({
      kind: 'unauthenticated',
      code: 'invalid_credentials',
      message: 'Email or password is incorrect.',
    });
  }
  await input.throttle.recordSuccess(input.ip, input.throttleKey);
  return { ...found, deviceCookie: input.throttle.rememberDevice(input.deviceCookie, input.throttleKey) };
}
