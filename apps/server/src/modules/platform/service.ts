// The platform home's rules, without HTTP: signing up (limited), confirming an address, the list of
// an account's sites, creating one (blank or a whole copy of the demo) and deleting one, invitations.
// routes.ts answers the HTML forms and the JSON calls with these.
import { WebsiteRole, websiteRoleName } from '@folio/core';
import type { Db } from '@folio/db';
import { AppError, conflict, forbidden, invalid, notFound, unauthenticated } from '../../errors.ts';
import type { Limiters } from '../../plugins/limiter.ts';
import type { HtmlCache } from '../../render/html-cache.ts';
import { DEMO_SUBDOMAIN } from '../../seed/demo.ts';
import { ensureTemplateSource, isTemplateSubdomain } from '../../seed/templates/catalogue.ts';
import { applyTemplate } from '../../seed/templates.ts';
import { acceptInvitation, invitationForLink } from '../access/service.ts';
import * as auth from '../auth/service.ts';
import type { GalleryService } from '../galleries/service.ts';
import * as giftCards from '../gift-cards/service.ts';
import type { MediaService } from '../media/service.ts';
import * as memberAreas from '../member-areas/service.ts';
import * as memberships from '../memberships/service.ts';
import type { PagesService } from '../pages/service.ts';
import {
  copySite as copySiteSettings,
  createWebsite,
  deleteWebsite,
  findWebsiteById,
  findWebsiteBySubdomain,
  listWebsitesFor,
  type SiteDirectory,
  type Website,
} from '../sites/service.ts';
import type { StoreService } from '../store/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import type { CreateSiteBody, SignUpBody } from './schema.ts';

export interface PlatformOptions {
  db: Db;
  sites: SiteDirectory;
  pages: PagesService;
  /** The modules a copy of a site is made of (issue 14 item 19). */
  media: MediaService;
  store: StoreService;
  galleries: GalleryService;
  throttle: auth.LoginThrottle;
  /** Sign-up and verification-link limits (shared between servers with REDIS_URL). */
  limiters: Limiters;
  cache: HtmlCache;
  platformOrigin: string;
  flushOutbox: () => void;
  /** Sign-ups one client address may make in 15 minutes; 10 unless said. */
  signUpsPerAddress?: number;
  /** Issue 19 (decision 056): whether an account is a platform administrator (the home links to /admin/features). */
  isPlatformAdmin?: (account: { email: string }) => boolean;
}

export interface Account {
  id: string;
  email: string;
}

const MINUTE = 60 * 1000;
/** Issue 14 item 8: sign-ups per client address (the default), and sign-up emails to one address. */
const SIGN_UPS_PER_ADDRESS = { max: 10, windowMs: 15 * MINUTE };
const SIGN_UP_EMAILS_PER_EMAIL = { max: 3, windowMs: 60 * MINUTE };
/** Verification links one account may ask for. */
const RESENDS_PER_MINUTE = { max: 1, windowMs: MINUTE };
const RESENDS_PER_HOUR = { max: 5, windowMs: 60 * MINUTE };
/** Issue 16: "forgot password" asks per client address (429), and reset emails to one address (silent). */
const RESET_ASKS_PER_ADDRESS = { max: 10, windowMs: 15 * MINUTE };
const RESET_EMAILS_PER_EMAIL = { max: 3, windowMs: 60 * MINUTE };

/** Issue 16: the one answer to "forgot password", whether or not the address has an account. */
export const RESET_SENT_MESSAGE =
  'If an account exists for that address, we sent it a link to choose a new password. It works for 1 hour.';

function rateLimited(retryAfter: number, message: string) {
  return new AppError({ kind: 'rate_limited', code: 'rate_limited', message, extra: { retryAfter } });
}

export type PlatformService = ReturnType<typeof createPlatformService>;

export function createPlatformService(opts: PlatformOptions) {
  const { db } = opts;

  const limits = {
    signUps: opts.limiters.counter('signup-address', {
      ...SIGN_UPS_PER_ADDRESS,
      max: opts.signUpsPerAddress ?? SIGN_UPS_PER_ADDRESS.max,
    }),
    signUpEmails: opts.limiters.counter('signup-email', SIGN_UP_EMAILS_PER_EMAIL),
    resetAsks: opts.limiters.counter('reset-address', RESET_ASKS_PER_ADDRESS),
    resetEmails: opts.limiters.counter('reset-email', RESET_EMAILS_PER_EMAIL),
    resends: [
      opts.limiters.counter('verify-minute', RESENDS_PER_MINUTE),
      opts.limiters.counter('verify-hour', RESENDS_PER_HOUR),
    ],
  };

  const isEmailVerified = (accountId: string) => auth.isEmailVerified(db, accountId);

  /** The account's sites with its role on each, oldest first. */
  async function sitesOf(accountId: string) {
    return (await listWebsitesFor(db, accountId)).map((s) => ({
      id: s.id,
      subdomain: s.subdomain,
      title: s.title,
      role: s.role,
      roleName: websiteRoleName(s.role) ?? 'member',
      isAdmin: s.role === WebsiteRole.admin,
    }));
  }

  /** Issue 14 item 3: an account whose address is not confirmed may sign in, not create sites. */
  async function requireVerified(account: Account, what: string) {
    if (!(await isEmailVerified(account.id))) {
      throw forbidden(
        `Confirm your email address before ${what}: open the link we sent to ${account.email}, or send a new one.`,
        'email_unverified',
      );
    }
  }

  /**
   * Issue 14 item 19, issue 16 part 6: a new site that is a whole copy of another — pages (draft
   * and published), design, header/footer, settings and profile, products with variants, coupons,
   * galleries with slides, media, gift-card products, subscription and membership plans, member
   * prices, member-area locks — made in one transaction by each module's copySite, so a failure
   * midway leaves no site and no rows (and the media copy removes the files it wrote). Settings go
   * last: the ids they name (navigation pages, logo, favicon) are remapped to the copies'.
   */
  async function copyFrom(
    sourceId: string,
    input: { ownerId: string; subdomain: string; title: string; templateId: string | null },
  ) {
    let undoMedia: (() => Promise<void>) | undefined;
    try {
      return await db.transaction(async (tx) => {
        const site = await createWebsite({ db: tx, ...input });
        const copy = { from: sourceId, to: site.id, tx, ids: new Map<string, string>() };
        undoMedia = (await opts.media.copySite(copy)).undo;
        await opts.galleries.copySite(copy);
        await opts.store.copySite(copy);
        // Issue 20: what the owner set up for gift cards, subscriptions and memberships, before
        // the pages (whose blocks name them) and the locks of the copied pages after them.
        await giftCards.copySite(copy);
        await subscriptions.copySite(copy);
        await memberships.copySite(copy);
        await opts.pages.copySite(copy);
        await memberAreas.copySite(copy);
        await copySiteSettings(copy);
        return site;
      });
    } catch (error) {
      await undoMedia?.();
      throw error;
    }
  }

  /** The site to copy: the demo, a template's source (seeded on first use), or a site of the account. */
  async function sourceOf(account: Account, body: CreateSiteBody) {
    if (body.copyOf) {
      const site = await findWebsiteById(db, body.copyOf);
      const mine = (await listWebsitesFor(db, account.id)).find((s) => s.id === body.copyOf);
      if (!site || !(mine?.role === WebsiteRole.admin || site.settings.cloneable))
        throw notFound('That site does not exist, or you may not copy it.', 'site_not_copyable');
      return { site, templateId: site.templateId };
    }
    if (body.template === 'demo') {
      const demo = await findWebsiteBySubdomain(db, DEMO_SUBDOMAIN);
      if (!demo) throw notFound('The demo site is not available to copy. Start from Blank.', 'demo_missing');
      return { site: demo, templateId: 'demo' };
    }
    if (body.template === 'blank') return null;
    return { site: await ensureTemplateSource(opts, body.template), templateId: body.template };
  }

  /** A new site of a confirmed account: blank, from a template, or a copy; its creator is its admin. */
  async function createSite(account: Account, body: CreateSiteBody) {
    if (isTemplateSubdomain(body.subdomain))
      throw invalid(
        'Addresses starting with template- are kept for Folio’s templates. Choose another.',
        'invalid_subdomain',
      );
    const input = { ownerId: account.id, subdomain: body.subdomain, title: body.title };
    const source = await sourceOf(account, body);
    let site: Website;
    if (source) {
      site = await copyFrom(source.site.id, { ...input, templateId: source.templateId });
    } else {
      site = await createWebsite({ db, ...input, templateId: null });
      await applyTemplate({
        pages: opts.pages,
        websiteId: site.id,
        siteTitle: site.title,
        template: 'blank',
      });
    }
    opts.sites.forget();
    return { id: site.id, subdomain: site.subdomain, title: site.title };
  }

  async function removeSite(accountId: string, websiteId: string) {
    await deleteWebsite({ db, accountId, websiteId });
    opts.cache.invalidateSite(websiteId);
    opts.sites.forget();
  }

  /** Issue 14 item 8: each sign-up hashes a password, so one client address may make only so many. */
  async function takeSignUp(ip: string) {
    const wait = await limits.signUps.take(ip);
    if (wait > 0)
      throw rateLimited(
        wait,
        `Too many sign-ups from your network. Try again in ${Math.ceil(wait / 60)} minutes.`,
      );
  }

  /**
   * Issue 14 item 8: the same answer whether or not the email has an account (the email says which).
   * The caller has taken the sign-up from the client's allowance (takeSignUp).
   */
  async function signUp(body: SignUpBody): Promise<string> {
    const email = body.email.toLowerCase();
    await auth.signUp({
      db,
      email,
      password: body.password,
      platformOrigin: opts.platformOrigin,
      mayEmail: (await limits.signUpEmails.take(email)) === 0,
    });
    opts.flushOutbox();
    return `We sent an email to ${email}. Open the link in it to confirm your address, then sign in.`;
  }

  /** Issue 16: "Forgot password?": the same answer whether or not the address has an account. */
  async function requestPasswordReset(ip: string, address: string): Promise<string> {
    const wait = await limits.resetAsks.take(ip);
    if (wait > 0)
      throw rateLimited(
        wait,
        `Too many requests from your network. Try again in ${Math.ceil(wait / 60)} minutes.`,
      );
    const email = address.toLowerCase();
    const sent = await auth.requestPasswordReset({
      db,
      email,
      platformOrigin: opts.platformOrigin,
      mayEmail: (await limits.resetEmails.take(email)) === 0,
    });
    if (sent) opts.flushOutbox();
    return RESET_SENT_MESSAGE;
  }

  async function resendVerification(account: Account | null): Promise<string> {
    if (!account) throw unauthenticated('Sign in to confirm your email address.');
    if (await isEmailVerified(account.id))
      throw conflict('Your email address is already confirmed.', 'already_verified');
    for (const counter of limits.resends) {
      const wait = await counter.take(account.id);
      if (wait > 0)
        throw rateLimited(
          wait,
          `We sent a link a moment ago. You can ask for another in ${wait <= 60 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`}.`,
        );
    }
    await auth.resendVerification({ db, accountId: account.id, platformOrigin: opts.platformOrigin });
    opts.flushOutbox();
    return `We sent a new link to ${account.email}. Links sent before no longer work.`;
  }

  /** What an invitation link shows: the invitation and its site, or why it cannot be used. */
  async function invitationFor(token: string) {
    const isToken = auth.linkToken.safeParse(token).success;
    const found = isToken
      ? await invitationForLink(db, auth.hashToken(token))
      : {
          status: 'unknown' as const,
          message: 'This invitation link is not complete. Open it from the email again.',
        };
    const site =
      found.status === 'unknown' ? undefined : await findWebsiteById(db, found.invitation.websiteId);
    return {
      problem:
        found.status === 'valid' && site
          ? undefined
          : (found.message ?? 'This invitation is no longer valid.'),
      invitation:
        found.status === 'unknown' || !site
          ? undefined
          : { email: found.invitation.email, roleLabel: found.invitation.roleLabel, siteTitle: site.title },
    };
  }

  /** Accepts an invitation with a checked token; the site it opens, when it still exists. */
  async function accept(account: Account, token: string) {
    const accepted = await acceptInvitation(db, {
      tokenHash: auth.hashToken(token),
      account: { ...account, isEmailVerified: await isEmailVerified(account.id) },
    });
    const site = await findWebsiteById(db, accepted.websiteId);
    return { ...accepted, site: site ? { title: site.title, subdomain: site.subdomain } : null };
  }

  /** Issue 14 item 20: a one-time link that signs the account in on the site's own host. */
  async function handoff(account: Account, websiteId: string, hostname: string) {
    const mine = (await sitesOf(account.id)).find((s) => s.id === websiteId);
    if (!mine) throw notFound('That site does not exist.');
    const token = await auth.mintHandoff({
      db,
      accountId: account.id,
      host: `${mine.subdomain}.${hostname}`.toLowerCase(),
    });
    return { site: mine, token };
  }

  /** The site an account may be asked to confirm deleting, or 404. */
  async function siteToDelete(accountId: string, websiteId: string) {
    const site = await findWebsiteById(db, websiteId);
    const mine = (await listWebsitesFor(db, accountId)).find((s) => s.id === websiteId);
    if (!site || !mine) throw notFound('That site does not exist.');
    return site;
  }

  const siteTitle = async (websiteId: string) => (await findWebsiteById(db, websiteId))?.title;

  return {
    isEmailVerified,
    sitesOf,
    requireVerified,
    createSite,
    removeSite,
    takeSignUp,
    signUp,
    resendVerification,
    requestPasswordReset,
    invitationFor,
    accept,
    handoff,
    siteToDelete,
    siteTitle,
  };
}
