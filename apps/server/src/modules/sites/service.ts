// Websites: finding one by the request's host, creating (blank or from the demo template), deleting.
import { DEFAULT_CURRENCY_CODE, WebsiteRole } from '@folio/core';
import { type IdMap, remapIds } from '@folio/core/site-copy';
import type { Db } from '@folio/db';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import * as auth from '../auth/service.ts';
import * as q from './queries.ts';
import { subdomain } from './schema.ts';

export type Website = q.WebsiteRow;
export type WebsiteSettings = q.WebsiteRow['settings'];

export function defaultSettings(): WebsiteSettings {
  return {
    storeCurrency: DEFAULT_CURRENCY_CODE,
    developerMode: false,
    cloneable: false,
    websiteType: 1,
    siteStatus: 8,
    escapeKeyLogin: true,
    cookieBanner: { enabled: false, message: '' },
    typekitId: null,
    memberAccounts: false,
  };
}

/** Checks a chosen subdomain; returns a message for the person choosing it, or null when it is fine. */
export function subdomainProblem(value: string): string | null {
  const result = subdomain.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Finds the website a host names, with a short in-process cache (the hot path of every page view). */
export class SiteDirectory {
  readonly #cache = new Map<string, { site: Website | null; at: number }>();
  constructor(
    private readonly db: Db,
    private readonly platformHostname: string,
    private readonly ttlMs = 5000,
    /** Tells the other servers that sites changed (the change feed). */
    private readonly announce: () => void = () => {},
  ) {}

  isPlatformHost(hostname: string): boolean {
    return (
      hostname === this.platformHostname ||
      hostname === '127.0.0.1' ||
      hostname === 'localhost' ||
      hostname === '[::1]'
    );
  }

  /** The site of a host if it is known and fresh in memory, without asking the database. */
  peek(hostname: string): Website | null | undefined {
    const hit = this.#cache.get(hostname);
    return hit && Date.now() - hit.at < this.ttlMs ? hit.site : undefined;
  }

  async find(hostname: string): Promise<Website | null> {
    const known = this.peek(hostname);
    if (known !== undefined) return known;
    const suffix = `.${this.platformHostname}`;
    const site = hostname.endsWith(suffix)
      ? await q.findBySubdomain(this.db, hostname.slice(0, -suffix.length))
      : await q.findByCustomDomain(this.db, hostname);
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(hostname, { site: site ?? null, at: Date.now() });
    return site ?? null;
  }

  /** Sites changed here (created, deleted, a domain or setting): every server looks hosts up afresh. */
  forget(): void {
    this.forgetHere();
    this.announce();
  }

  forgetHere(): void {
    this.#cache.clear();
  }
}

export async function createWebsite(input: {
  db: Db;
  ownerId: string;
  subdomain: string;
  title: string;
  templateId?: string | null;
  /** Settings that differ from the defaults, e.g. the demo site's member accounts. */
  settings?: Partial<WebsiteSettings>;
}): Promise<Website> {
  const problem = subdomainProblem(input.subdomain);
  if (problem) throw invalid(problem, 'invalid_subdomain');
  if (await q.findBySubdomain(input.db, input.subdomain)) {
    throw conflict(`The address ${input.subdomain} is taken. Choose another.`, 'subdomain_taken');
  }
  const site = await q.insertWebsite(input.db, {
    subdomain: input.subdomain,
    title: input.title,
    settings: { ...defaultSettings(), ...input.settings },
    templateId: input.templateId ?? null,
  });
  await auth.upsertRole(input.db, { accountId: input.ownerId, websiteId: site.id, role: WebsiteRole.admin });
  return site;
}

export async function deleteWebsite(input: { db: Db; accountId: string; websiteId: string }): Promise<void> {
  const site = await q.findById(input.db, input.websiteId);
  if (!site) throw notFound('That site does not exist.');
  const role = await auth.findRole(input.db, input.accountId, input.websiteId);
  if (role === undefined) throw notFound('That site does not exist.');
  if (role !== WebsiteRole.admin) throw forbidden('Only an administrator of this site can delete it.');
  await q.deleteWebsite(input.db, input.websiteId);
}

/** The sites an account has a role on, with the role, oldest role first. */
export async function listWebsitesFor(db: Db, accountId: string) {
  const roles = await auth.rolesOfAccount(db, accountId);
  const found = new Map(
    (
      await q.findByIds(
        db,
        roles.map((r) => r.websiteId),
      )
    ).map((w) => [w.id, w]),
  );
  return roles.flatMap((r) => {
    const site = found.get(r.websiteId);
    return site ? [{ ...site, role: r.role }] : [];
  });
}
export const addCustomDomain = q.insertCustomDomain;
export const listCustomDomains = q.listCustomDomains;
export const findCustomDomainOwner = q.findCustomDomainOwner;
export const removeCustomDomain = q.deleteCustomDomain;

/**
 * Issue 16 part 4: the domain visitors are sent to from the site's other addresses (the domains
 * module checks it is one of the site's custom domains), or null for none.
 */
export async function setPrimaryDomain(db: Db, websiteId: string, host: string | null): Promise<void> {
  await q.mergeSettings(db, websiteId, { primaryDomain: host });
}
export const findWebsiteBySubdomain = q.findBySubdomain;
export const findWebsiteById = q.findById;

/**
 * Issue 14 item 19: a copied site takes the source's settings (store settings, shipping and tax
 * included, as they live there), in the caller's transaction, but not its reCAPTCHA keys: those
 * belong to the source's domain, and the secret is the source owner's. Issue 16: run last, so the
 * ids the settings name (the navigation's pages, the logo's and favicon's images) are the copies'
 * (`ids`); a copy is never cloneable itself (a template's source is).
 */
export async function copySite(input: { from: string; to: string; tx: Db; ids: IdMap }): Promise<void> {
  const source = await q.findById(input.tx, input.from);
  if (!source) throw notFound('The site to copy does not exist.');
  // Decision 056: feature variants are the platform administrator's choice for one site, not copied.
  const {
    recaptchaSiteKey: _siteKey,
    recaptchaSecretKey: _secretKey,
    features: _features,
    ...settings
  } = source.settings;
  await q.setSettings(input.tx, input.to, { ...remapIds(settings, input.ids), cloneable: false });
}

/**
 * Issue 16 part 6: a template's source site is seeded, then its design, profile and header/footer
 * are written and it is marked cloneable, last: a source that is not cloneable was left half-made
 * (a crash while seeding) and is made again.
 */
export async function completeTemplateSite(
  db: Db,
  websiteId: string,
  patch: Pick<Partial<WebsiteSettings>, 'design' | 'profile' | 'headerFooter' | 'memberAccounts'>,
): Promise<void> {
  await q.mergeSettings(db, websiteId, { ...patch, cloneable: true });
}

/** A template's source site left half-made, removed before it is seeded again. */
export async function discardTemplateSite(db: Db, websiteId: string): Promise<void> {
  await q.deleteWebsite(db, websiteId);
}

/**
 * The store's settings, which live in the site's settings (issue 15: the store-settings module
 * writes them through here), in the caller's transaction or on its own.
 */
export async function updateStoreSettings(
  db: Db,
  websiteId: string,
  input: { storeCurrency: string; store: NonNullable<WebsiteSettings['store']> },
): Promise<void> {
  await q.mergeSettings(db, websiteId, { storeCurrency: input.storeCurrency, store: input.store });
}

/**
 * Issue 16 part 4: the site's title and general settings (profile, escape-key login, member
 * accounts, developer mode, site type, cookie banner), written by the site-settings module. Keys
 * not in `patch` (store settings, reCAPTCHA keys) are kept as they are.
 */
export async function updateGeneralSettings(
  db: Db,
  websiteId: string,
  input: {
    title: string;
    patch: Pick<
      Partial<WebsiteSettings>,
      | 'profile'
      | 'escapeKeyLogin'
      | 'memberAccounts'
      | 'developerMode'
      | 'websiteType'
      | 'cookieBanner'
      | 'cookieBannerSettings'
    >;
  },
): Promise<void> {
  await q.setTitleAndMergeSettings(db, websiteId, input.title, input.patch);
}

/** Issue 19 (UI-054): the announcement bar, already validated (announcementBarSchema); the site-settings module writes it. */
export async function updateAnnouncementBar(
  db: Db,
  websiteId: string,
  announcementBar: NonNullable<WebsiteSettings['announcementBar']>,
): Promise<void> {
  await q.mergeSettings(db, websiteId, { announcementBar });
}

/** Issue 19 (PAGE-005): the popup overlay, already validated (popupOverlaySchema); the site-settings module writes it. */
export async function updatePopupOverlay(
  db: Db,
  websiteId: string,
  popupOverlay: NonNullable<WebsiteSettings['popupOverlay']>,
): Promise<void> {
  await q.mergeSettings(db, websiteId, { popupOverlay });
}

/** Issue 19 (decision 056): one feature's variant (null: the default), already checked by the features module, which writes it. */
export async function updateFeatureVariant(
  db: Db,
  websiteId: string,
  feature: string,
  variant: string | null,
) {
  await q.setFeatureVariant(db, websiteId, feature, variant);
}

/** Issue 19 (decision 056): the sites the platform administrator sees, by address. */
export const listSitesForPlatform = q.listSites;

/** Issue 19 (decision 052): the site's Google Maps key, already validated; the maps module writes it. */
export async function updateGoogleMapsApiKey(
  db: Db,
  websiteId: string,
  googleMapsApiKey: string | null,
): Promise<void> {
  await q.mergeSettings(db, websiteId, { googleMapsApiKey });
}

/** Issue 17: how many days page revisions are kept (the revisions module validates and writes it here). */
export async function updateRevisionRetention(db: Db, websiteId: string, days: number): Promise<void> {
  await q.mergeSettings(db, websiteId, { revisionRetentionDays: days });
}

/**
 * The site's header and footer (issue 16: the header-footer module writes them through here),
 * already validated (headerFooterSchema of @folio/core/header-footer).
 */
export async function updateHeaderFooter(
  db: Db,
  websiteId: string,
  headerFooter: NonNullable<WebsiteSettings['headerFooter']>,
): Promise<void> {
  await q.mergeSettings(db, websiteId, { headerFooter });
}

/**
 * The site's design (issue 16 part 2: the design module writes it through here), already validated
 * whole (siteDesignSchema of @folio/core/site-design).
 */
export async function updateDesign(
  db: Db,
  websiteId: string,
  design: NonNullable<WebsiteSettings['design']>,
): Promise<void> {
  await q.mergeSettings(db, websiteId, { design });
}
