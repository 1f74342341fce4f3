// Issue 16 part 4: custom domains. The rows and the primary domain are the sites module's; this
// module checks what the owner asks for, says which DNS records to set, and checks them on demand.
import { promises as dnsPromises } from 'node:dns';
import type { Db } from '@folio/db';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { Website } from '../sites/service.ts';
import * as sites from '../sites/service.ts';
import { type CheckView, type DomainsView, zoneOf } from './schema.ts';

/** At most this many custom domains per site (Squarespace allows a handful; ten is generous). */
export const MAX_DOMAINS_PER_SITE = 10;

/** DNS as this module needs it; tests give a stand-in (the machines running them have no DNS). */
export interface DomainDns {
  /** The IPv4 addresses visitors reach this platform at: the A records an apex domain needs. */
  platformAddresses(platformHostname: string): Promise<string[]>;
  /** The CNAME targets of a host, without the trailing dot; [] for none. */
  cnames(host: string): Promise<string[]>;
  /** The IPv4 addresses a host resolves to; [] for none. */
  addresses(host: string): Promise<string[]>;
}

export interface DomainsContext {
  db: Db;
  /** The platform's host name, whose subdomains are the sites' own addresses (demo.folio.example). */
  platformHostname: string;
  /** The scheme and port visitors use (from PUBLIC_URL), for the site's own address. */
  platformOrigin: URL;
  dns: DomainDns;
  /** Every server must look the site up afresh: its domains or primary domain changed. */
  forgetSite: () => void;
}

/** DNS through the system resolver, each question bounded to a few seconds. */
export function systemDns(): DomainDns {
  const resolver = new dnsPromises.Resolver({ timeout: 3000, tries: 1 });
  const quiet = async (ask: () => Promise<string[]>) => {
    try {
      return (await ask()).map((name) => name.replace(/\.$/, '').toLowerCase());
    } catch {
      return [];
    }
  };
  const known = new Map<string, { addresses: string[]; at: number }>();
  return {
    async platformAddresses(hostname) {
      const hit = known.get(hostname);
      if (hit && Date.now() - hit.at < 10 * 60_000) return hit.addresses;
      const found = await quiet(async () =>
        (await dnsPromises.lookup(hostname, { all: true, family: 4 })).map((entry) => entry.address),
      );
      known.set(hostname, { addresses: found, at: Date.now() });
      return found;
    },
    cnames: (host) => quiet(() => resolver.resolveCname(host)),
    addresses: (host) => quiet(() => resolver.resolve4(host)),
  };
}

function siteAddress(ctx: DomainsContext, site: Website): string {
  return `${site.subdomain}.${ctx.platformHostname}`;
}

/** The site's domains with the records each needs, primary first. */
export async function list(ctx: DomainsContext, site: Website): Promise<DomainsView> {
  const rows = await sites.listCustomDomains(ctx.db, site.id);
  const target = siteAddress(ctx, site);
  const primary = site.settings.primaryDomain ?? null;
  const needsAddresses = rows.some((row) => zoneOf(row.host).name === '@');
  const addresses = needsAddresses ? await ctx.dns.platformAddresses(ctx.platformHostname) : [];
  const domains = rows.map((row) => {
    const { zone, name } = zoneOf(row.host);
    return {
      host: row.host,
      isPrimary: row.host === primary,
      zone,
      records:
        name === '@'
          ? addresses.map((value) => ({ type: 'A' as const, name, value }))
          : [{ type: 'CNAME' as const, name, value: target }],
      addedAt: row.createdAt.toISOString(),
    };
  });
  domains.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const port = ctx.platformOrigin.port ? `:${ctx.platformOrigin.port}` : '';
  return { domains, platformAddress: `${ctx.platformOrigin.protocol}//${target}${port}` };
}

export async function add(ctx: DomainsContext, site: Website, host: string): Promise<void> {
  if (host === ctx.platformHostname || host.endsWith(`.${ctx.platformHostname}`))
    throw invalid(`host: ${host} is an address of this platform; add a domain you own.`, 'invalid_input');
  const owner = await sites.findCustomDomainOwner(ctx.db, host);
  if (owner === site.id) throw conflict(`${host} is already a domain of this site.`, 'domain_exists');
  if (owner) throw conflict(`${host} is connected to another site. Remove it there first.`, 'domain_taken');
  const current = await sites.listCustomDomains(ctx.db, site.id);
  if (current.length >= MAX_DOMAINS_PER_SITE)
    throw invalid(
      `A site can have at most ${MAX_DOMAINS_PER_SITE} domains. Remove one first.`,
      'too_many_domains',
    );
  try {
    await sites.addCustomDomain(ctx.db, { host, websiteId: site.id });
  } catch (error) {
    // Another request took it between the check and the insert (the host is the primary key).
    if (await sites.findCustomDomainOwner(ctx.db, host))
      throw conflict(`${host} is connected to another site. Remove it there first.`, 'domain_taken');
    throw error;
  }
  ctx.forgetSite();
}

export async function remove(ctx: DomainsContext, site: Website, host: string): Promise<Website> {
  if (!(await sites.removeCustomDomain(ctx.db, site.id, host)))
    throw notFound(`${host} is not a domain of this site.`, 'no_such_domain');
  let settings = site.settings;
  if (site.settings.primaryDomain === host) {
    await sites.setPrimaryDomain(ctx.db, site.id, null);
    settings = { ...settings, primaryDomain: null };
  }
  ctx.forgetSite();
  return { ...site, settings };
}

export async function setPrimary(ctx: DomainsContext, site: Website, host: string | null): Promise<Website> {
  if (host !== null) {
    const owner = await sites.findCustomDomainOwner(ctx.db, host);
    if (owner !== site.id)
      throw invalid(`host: ${host} is not a domain of this site; add it first.`, 'invalid_input');
  }
  await sites.setPrimaryDomain(ctx.db, site.id, host);
  ctx.forgetSite();
  return { ...site, settings: { ...site.settings, primaryDomain: host } };
}

/** Asks DNS whether the domain's records point here yet (only when the owner asks). */
export async function check(ctx: DomainsContext, site: Website, host: string): Promise<CheckView> {
  if ((await sites.findCustomDomainOwner(ctx.db, host)) !== site.id)
    throw notFound(`${host} is not a domain of this site.`, 'no_such_domain');
  const target = siteAddress(ctx, site);
  const [cnames, addresses, ours] = await Promise.all([
    ctx.dns.cnames(host),
    ctx.dns.addresses(host),
    ctx.dns.platformAddresses(ctx.platformHostname),
  ]);
  const connected = cnames.includes(target) || addresses.some((address) => ours.includes(address));
  return connected
    ? { host, status: 'connected', message: `${host} points to this site.` }
    : {
        host,
        status: 'pending',
        message:
          cnames.length || addresses.length
            ? `${host} points somewhere else (${[...cnames, ...addresses].join(', ')}). Set the records below at your domain’s registrar.`
            : `${host} has no DNS records pointing here yet. Changes at a registrar can take up to 48 hours to be seen.`,
      };
}

/**
 * Where a visitor on one of the site's other addresses is sent: the primary domain, same path, with
 * the platform's scheme and port; null when the site has no primary domain or this is it.
 */
export function primaryRedirect(
  site: Website,
  hostname: string,
  platformOrigin: URL,
  url: string,
): string | null {
  const primary = site.settings.primaryDomain;
  if (!primary || hostname === primary) return null;
  const port = platformOrigin.port ? `:${platformOrigin.port}` : '';
  return `${platformOrigin.protocol}//${primary}${port}${url}`;
}
