// Issue 20 (docs/decisions/066, 067): member areas. The owner locks a page (a collection through its
// page) to signed-in members, to members of paid plans, or to a password; a visitor without access
// gets a screen instead of the page, and nothing of the page's content.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { hasPermission, Permission } from '@folio/core';
import {
  type LockRule,
  MEMBER_AREA_TEXT,
  type MemberAreaScreen,
  type MemberNav,
  PAGE_ID_PATTERN,
  PLAN_ID_PATTERN,
  unlockCookieName,
} from '@folio/core/member-areas';
import type { Db } from '@folio/db';
import { AppError, notFound } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../auth/service.ts';
import { JOIN_PATH, planNames } from '../memberships/service.ts';
import { SITE_USER_COOKIE, siteUserOfSession } from '../site-users/service.ts';
import * as q from './queries.ts';
import type { LockBody, LockView } from './schema.ts';

export { ACCESS_COOKIE_PATTERN, unlockCookieName } from '@folio/core/member-areas';

/** The plans a member holds (the memberships module's `heldPlanIds`, wired in app.ts). */
export type HeldPlanIds = (db: Db, websiteId: string, siteUserId: string) => Promise<string[]>;

/** A service built without the memberships lookup (some tests): nobody holds a plan. */
export const NO_PLANS: HeldPlanIds = async () => [];

/** Where "Join" leads on a page locked to plans: the memberships module's pricing screen (decision 068). */
export const MEMBER_PRICING_PATH = JOIN_PATH;

/** How long a correct password opens its page in this browser. */
export const UNLOCK_DAYS = 7;

export interface MemberAreasDeps {
  db: Db;
  /** The server's secret (signs the unlock cookies). */
  secret: string;
  heldPlanIds?: HeldPlanIds;
  /** The site's pages (a lock names one of them). */
  pages: { list(websiteId: string): Promise<{ id: string; slug: string; title: string }[]> };
  /** The site's collections and their pages (a collection is locked through its page). */
  collectionPages?: (websiteId: string) => Promise<{ id: string; pageId: string }[]>;
  /** One collection's page (the Summary blocks of a page ask for theirs). */
  collectionPageId?: (websiteId: string, collectionId: string) => Promise<string | undefined>;
  /** A lock changed: the site's cached pages go, its search documents and sitemap are made again. */
  siteChanged: (websiteId: string) => void;
}

/** One request's view of access: who the visitor is, looked up once however many pages ask. */
export interface AccessContext {
  websiteId: string;
  isTeam: boolean;
  cookies: Record<string, string | undefined>;
  member: () => Promise<{ id: string; email: string } | null>;
  plans: () => Promise<string[]>;
}

type Lock = q.LockRow;

function ruleOf(row: Lock): LockRule {
  if (row.kind === 'plans')
    return { kind: 'plans', planIds: row.planIds.filter((id) => PLAN_ID_PATTERN.test(id)) };
  return { kind: row.kind } as LockRule;
}

export class MemberAreasService {
  readonly #key: Buffer;
  readonly #heldPlanIds: HeldPlanIds;

  constructor(private readonly deps: MemberAreasDeps) {
    this.#key = createHmac('sha256', deps.secret).update('folio member-area unlock').digest();
    this.#heldPlanIds = deps.heldPlanIds ?? NO_PLANS;
  }

  /** The site's membership plans (id and name), for the owner's plan picker. */
  planNames(websiteId: string): Promise<{ id: string; name: string }[]> {
    return planNames(this.deps.db, websiteId);
  }

  /** The site's locks by page id. */
  async locksOf(websiteId: string): Promise<Map<string, Lock>> {
    return new Map((await q.locksOfSite(this.deps.db, websiteId)).map((row) => [row.pageId, row]));
  }

  /** The access of one page request (the member is looked up only when a lock asks). */
  accessContext(input: {
    websiteId: string;
    cookies: Record<string, string | undefined>;
    role: number | undefined;
  }): AccessContext {
    let member: Promise<{ id: string; email: string } | null> | undefined;
    let plans: Promise<string[]> | undefined;
    const ctx: AccessContext = {
      websiteId: input.websiteId,
      // The site's team (anyone with the config area) sees what it locked, as on its canvas.
      isTeam: input.role !== undefined && hasPermission(input.role, Permission.config),
      cookies: input.cookies,
      member: () =>
        (member ??= siteUserOfSession({
          db: this.deps.db,
          websiteId: input.websiteId,
          token: input.cookies[SITE_USER_COOKIE],
        })),
      plans: () =>
        (plans ??= ctx
          .member()
          .then((m) => (m ? this.#heldPlanIds(this.deps.db, input.websiteId, m.id) : []))
          .then((ids) => ids.filter((id) => PLAN_ID_PATTERN.test(id)))),
    };
    return ctx;
  }

  /** Whether the request may see the page under this lock: 'open', or the screen it gets instead. */
  async accessTo(ctx: AccessContext, lock: Lock | undefined): Promise<'open' | MemberAreaScreen['kind']> {
    if (!lock || ctx.isTeam) return 'open';
    if (lock.kind === 'password')
      return this.#isUnlocked(lock, ctx.cookies[unlockCookieName(lock.pageId)])
        ? 'open'
        : 'protected-content';
    const member = await ctx.member();
    if (!member) return 'lock-screen';
    if (lock.kind === 'members') return 'open';
    const held = new Set(await ctx.plans());
    return ruleOf(lock).kind === 'plans' && lock.planIds.some((id) => held.has(id))
      ? 'open'
      : 'access-denied';
  }

  /**
   * What a page request shows: null when the page is open to it, else the screen (PAGE-004,
   * PAGE-006, PAGE-007) and nothing of the page. `pageId` is the locked page: a collection item's
   * is its collection's page.
   */
  async screenFor(input: {
    ctx: AccessContext;
    page: { id: string; title: string };
    memberAccounts: boolean;
  }): Promise<MemberAreaScreen | null> {
    const lock = (await this.locksOf(input.ctx.websiteId)).get(input.page.id);
    const access = await this.accessTo(input.ctx, lock);
    if (access === 'open' || !lock) return null;
    return {
      kind: access,
      pageId: lock.pageId,
      pageTitle: input.page.title,
      joinHref: lock.kind === 'plans' ? MEMBER_PRICING_PATH : null,
      canJoin: input.memberAccounts,
    };
  }

  /** Of these collections, those whose items this request may not see (Summary blocks leave them out). */
  async hiddenCollectionIds(ctx: AccessContext, collectionIds: string[]): Promise<Set<string>> {
    const locks = await this.locksOf(ctx.websiteId);
    if (locks.size === 0 || ctx.isTeam || collectionIds.length === 0) return new Set();
    const hidden = new Set<string>();
    for (const id of new Set(collectionIds)) {
      const pageId = await this.deps.collectionPageId?.(ctx.websiteId, id);
      if (pageId && (await this.accessTo(ctx, locks.get(pageId))) !== 'open') hidden.add(id);
    }
    return hidden;
  }

  /**
   * PAGE-016: the member-area navigation of a signed-in member on a site with member areas: the
   * locked pages the member may open, their account and sign-out. Null for everyone else.
   */
  async memberNav(
    ctx: AccessContext,
    navPages: { id: string; slug: string; title: string }[],
    currentPageId: string | null,
  ): Promise<MemberNav | null> {
    if (!ctx.cookies[SITE_USER_COOKIE]) return null;
    const locks = await this.locksOf(ctx.websiteId);
    if (locks.size === 0) return null;
    const member = await ctx.member();
    if (!member) return null;
    const links: MemberNav['links'] = [];
    for (const page of navPages) {
      const lock = locks.get(page.id);
      if (!lock || lock.kind === 'password') continue;
      if ((await this.accessTo({ ...ctx, isTeam: false }, lock)) !== 'open') continue;
      links.push({
        title: page.title,
        href: page.slug === '' ? '/' : `/${page.slug}`,
        isCurrent: page.id === currentPageId,
      });
    }
    return { email: member.email, links };
  }

  /** Search, the sitemap and feeds leave locked pages out, for everyone (decision 067). */
  async openPages<T extends { id: string }>(websiteId: string, pages: T[]): Promise<T[]> {
    const locks = await this.locksOf(websiteId);
    return locks.size === 0 ? pages : pages.filter((page) => !locks.has(page.id));
  }

  /** The items of collections whose page is not locked (search, the sitemap). */
  async openItems<T extends { url: string }>(websiteId: string, items: T[]): Promise<T[]> {
    const locks = await this.locksOf(websiteId);
    if (locks.size === 0) return items;
    const pages = (await this.deps.pages.list(websiteId)).filter((p) => locks.has(p.id));
    // Items are at /{collection page's slug}/{item} (a home page's collection: //{item}).
    const lockedPaths = pages.map((p) => `/${p.slug}/`);
    return items.filter((item) => !lockedPaths.some((path) => item.url.startsWith(path)));
  }

  async isLocked(websiteId: string, pageId: string): Promise<boolean> {
    return (await this.locksOf(websiteId)).has(pageId);
  }

  /** The config area's list: every page, its lock (never the password). */
  async view(websiteId: string): Promise<LockView[]> {
    const [pages, locks, collections] = await Promise.all([
      this.deps.pages.list(websiteId),
      this.locksOf(websiteId),
      this.deps.collectionPages?.(websiteId) ?? Promise.resolve([]),
    ]);
    const collectionPageIds = new Set(collections.map((c) => c.pageId));
    return pages.map((page) => {
      const lock = locks.get(page.id);
      return {
        pageId: page.id,
        title: page.title,
        slug: page.slug,
        isCollection: collectionPageIds.has(page.id),
        kind: lock?.kind ?? 'none',
        planIds: lock?.kind === 'plans' ? lock.planIds : [],
        hasPassword: Boolean(lock?.passwordHash),
      };
    });
  }

  /** Sets or removes a page's lock. A password lock keeps its password unless a new one is sent. */
  async setLock(websiteId: string, pageId: string, body: LockBody): Promise<LockView> {
    const page = (await this.deps.pages.list(websiteId)).find((p) => p.id === pageId);
    if (!page) throw notFound('That page does not exist. It may have been deleted.', 'page_not_found');
    if (body.kind === 'none') await q.deleteLock(this.deps.db, websiteId, pageId);
    else {
      let passwordHash: string | null = null;
      if (body.kind === 'password') {
        const existing = (await this.locksOf(websiteId)).get(pageId);
        passwordHash = body.password ? await hashPassword(body.password) : (existing?.passwordHash ?? null);
        if (!passwordHash)
          throw new AppError({
            kind: 'invalid',
            code: 'password_required',
            message: 'Choose a password for this page.',
          });
      }
      await q.upsertLock(this.deps.db, {
        websiteId,
        pageId,
        kind: body.kind,
        planIds: body.kind === 'plans' ? [...new Set(body.planIds)] : [],
        passwordHash,
      });
    }
    this.deps.siteChanged(websiteId);
    const view = (await this.view(websiteId)).find((v) => v.pageId === pageId);
    return view!;
  }

  /**
   * PAGE-006: a password for a protected page. Right: the cookie to set (value, path, max age);
   * wrong: an error the form shows. The same answer for a page that is not password protected.
   */
  async unlock(input: { websiteId: string; pageId: string; password: string }) {
    const lock = PAGE_ID_PATTERN.test(input.pageId)
      ? (await this.locksOf(input.websiteId)).get(input.pageId)
      : undefined;
    const page = lock
      ? (await this.deps.pages.list(input.websiteId)).find((p) => p.id === lock.pageId)
      : undefined;
    const isRight =
      lock?.kind === 'password' && lock.passwordHash && page
        ? await verifyPassword(input.password, lock.passwordHash)
        : false;
    if (!isRight || !lock || !page)
      throw new AppError({
        kind: 'invalid',
        code: 'wrong_password',
        message: MEMBER_AREA_TEXT.wrongPassword,
      });
    const expires = Date.now() + UNLOCK_DAYS * 86_400_000;
    return {
      name: unlockCookieName(lock.pageId),
      value: `${expires}.${this.#sign(lock, expires)}`,
      path: page.slug === '' ? '/' : `/${page.slug}`,
      maxAge: UNLOCK_DAYS * 86_400,
    };
  }

  #sign(lock: Lock, expires: number): string {
    return createHmac('sha256', this.#key)
      .update(`${lock.websiteId}|${lock.pageId}|${expires}|${lock.passwordHash ?? ''}`)
      .digest('base64url');
  }

  #isUnlocked(lock: Lock, cookie: string | undefined): boolean {
    const match = cookie ? /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(cookie) : null;
    if (!match || !lock.passwordHash) return false;
    const expires = Number(match[1]);
    if (expires <= Date.now()) return false;
    const sent = Buffer.from(match[2]!);
    const expected = Buffer.from(this.#sign(lock, expires));
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
}

/**
 * A site copy (issue 14 item 19): the copied pages keep their locks (a password lock its password,
 * a plans lock the copies of its plans), so a copy never shows a members' page to everyone.
 */
export function copySite(input: { from: string; to: string; tx: Db; ids: Map<string, string> }) {
  return q.copyLocks(input);
}
