// Issue 14 item 11: a password that is among the commonest, or made only of a repeated character or
// a run like 12345678 or abcdefgh, is refused with a message saying why. Applies to platform sign-up,
// site-user sign-up and every later password change.
import { readFileSync } from 'node:fs';

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords, which are tried first when accounts are attacked. Choose a less common one: a few unrelated words work well.';

const RUNS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function isRun(value: string): boolean {
  if (/^(.)\1*$/u.test(value)) return true;
  const reversed = [...value].reverse().join('');
  return RUNS.some((run) => run.includes(value) || run.includes(reversed));
}

/** Why a password may not be used by anyone, or null when it may. */
export function passwordProblem(password: string): string | null {
  const lower = password.normalize('NFKC').toLowerCase();
  return COMMON.has(lower) || isRun(lower) ? COMMON_PASSWORD_MESSAGE : null;
}

/** Why a password may not be used with this email (it is the address, or its name part), or null. */
export function passwordEmailProblem(password: string, email: string): string | null {
  const lower = password.normalize('NFKC').toLowerCase();
  const address = email.toLowerCase();
  const local = address.split('@')[0] ?? '';
  return lower === address || (local.length >= 4 && lower === local)
    ? 'Your password must not be your email address. Choose another.'
    : null;
}

export const commonPasswordCount = COMMON.size;
