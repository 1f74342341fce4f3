// Captcha for forms (DESIGN: ALTCHA by default, reCAPTCHA when the site has its keys). ALTCHA is a
// self-hosted proof of work: the server signs a challenge, the visitor's browser finds the counter
// whose hash starts with the required prefix, and the server checks it here, once.
import { createHmac } from 'node:crypto';
import { CappedMap, type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { altchaPayload, KEY_PREFIX } from './schema.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export type CaptchaCheck = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'reused' };

export interface RecaptchaKeys {
  secretKey: string;
}

export class CaptchaService {
  readonly #secret: string;
  /** Signatures of solved challenges until they expire: each challenge counts once. */
  readonly #used = new CappedMap<string, number>({ maxSize: 100_000 });

  constructor(
    serverSecret: string,
    private readonly recaptchaVerifyUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.#secret = createHmac('sha256', serverSecret).update('folio:altcha').digest('hex');
  }

  /** GET /api/form/captcha-challenge */
  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      keyPrefix: KEY_PREFIX,
      deriveKey,
      hmacSignatureSecret: this.#secret,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  /** The captchaKey of a submission: ALTCHA's base64 payload, or a reCAPTCHA token. */
  async check(captchaKey: string | null | undefined, recaptcha: RecaptchaKeys | null): Promise<CaptchaCheck> {
    if (!captchaKey) return { ok: false, reason: 'missing' };
    return recaptcha ? this.#checkRecaptcha(captchaKey, recaptcha) : this.#checkAltcha(captchaKey);
  }

  async #checkAltcha(captchaKey: string): Promise<CaptchaCheck> {
    let payload: { challenge: Challenge; solution: Solution };
    try {
      payload = JSON.parse(Buffer.from(captchaKey, 'base64').toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (!altchaPayload.safeParse(payload).success) return { ok: false, reason: 'invalid' };
    const { challenge, solution } = payload;
    if (this.#used.has(challenge.signature!)) return { ok: false, reason: 'reused' };
    let result: Awaited<ReturnType<typeof verifySolution>>;
    try {
      result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: this.#secret });
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (result.expired) return { ok: false, reason: 'expired' };
    if (!result.verified) return { ok: false, reason: 'invalid' };
    // Set only if absent, synchronously: two submissions racing with one solution get one success.
    return this.#used.setIfAbsent(challenge.signature!, Date.now())
      ? { ok: true }
      : { ok: false, reason: 'reused' };
  }

  async #checkRecaptcha(token: string, keys: RecaptchaKeys): Promise<CaptchaCheck> {
    try {
      const answer = await this.fetchImpl(this.recaptchaVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: keys.secretKey, response: token }),
        signal: AbortSignal.timeout(5000),
      });
      const data = (await answer.json()) as { success?: boolean };
      return data.success === true ? { ok: true } : { ok: false, reason: 'invalid' };
    } catch {
      return { ok: false, reason: 'invalid' };
    }
  }
}
