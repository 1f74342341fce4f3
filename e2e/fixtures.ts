// Shared facts of the journeys: the server they run against and the demo accounts.
export const PORT = Number(process.env.E2E_PORT ?? 3457);
export const DEMO_PASSWORD = 'demo-password-e2e';
export const PLATFORM_URL = `http://localhost:${PORT}`;
export const DEMO_URL = `http://demo.localhost:${PORT}`;
export const OWNER_EMAIL = 'owner@demo.test';
export const VIEWER_EMAIL = 'viewer@demo.test';
/** The journeys' mailbox (mail-catcher.mjs): the server's outbox is delivered there over SMTP. */
export const MAIL_SMTP_PORT = PORT + 10000;
export const MAIL_HTTP_PORT = PORT + 20000;

export interface CaughtEmail {
  to: string[];
  subject: string;
  text: string;
  at: number;
}

/** The emails delivered to an address so far, oldest first. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as CaughtEmail[];
}

/** Waits for an email to the address whose text has a link to `kind`, and answers that link. */
export async function waitForLink(
  address: string,
  kind: 'verify-email' | 'invitations',
  opts: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9_-]{43}`);
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  while (Date.now() < deadline) {
    const found = (await emailsTo(address))
      .filter((m) => m.at >= (opts.after ?? 0))
      .reverse()
      .map((m) => pattern.exec(m.text)?.[0])
      .find(Boolean);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email with a ${kind} link reached ${address}`);
}

/** Waits until every island of the page has hydrated (packages/site/src/islands/client.ts marks each). */
export async function waitForIslands(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0,
  );
}
