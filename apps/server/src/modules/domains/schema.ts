// The custom-domain API (issue 16 part 4): the host an owner types, and the domains as the Settings
// screen shows them, each with the DNS records to set at its registrar.
import { text } from '@folio/core/text';
import { parse } from 'tldts';
import { z } from 'zod';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain name as the owner types it: trimmed and lowercased; a leading http(s):// and a trailing
 * slash or dot are dropped, anything else that is not a host name (a path, a port, an IP address,
 * one label alone, an unknown top-level domain) is refused with a message saying why.
 */
export const domainHost = text({
  max: 300,
  min: 1,
  trim: true,
  tooShort: 'type a domain, such as www.example.com',
})
  .transform((value) =>
    value
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/$/, '')
      .replace(/\.$/, ''),
  )
  .superRefine((host, ctx) => {
    const problem = hostProblem(host);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

function hostProblem(host: string): string | null {
  if (/[/?#:@\s]/.test(host))
    return 'must be a domain name alone, such as www.example.com (no path, port or spaces)';
  if (host.length > 253) return 'must be at most 253 characters';
  const labels = host.split('.');
  if (labels.length < 2) return 'must be a full domain name, such as example.com';
  if (!labels.every((label) => LABEL.test(label)))
    return 'may hold only letters, digits and hyphens between the dots (write an international name in its xn-- form)';
  const parsed = parse(host, { allowPrivateDomains: false });
  if (parsed.isIp) return 'must be a domain name, not an IP address';
  if (!parsed.isIcann || !parsed.domain) return 'must end in a known top-level domain, such as .com or .org';
  return null;
}

export const domainParams = z.object({ host: domainHost });
export const domainBody = z.strictObject({ host: domainHost });
export const primaryBody = z.strictObject({ host: domainHost.nullable() });

const dnsRecord = z.object({
  /** A, or CNAME. */
  type: z.enum(['A', 'CNAME']),
  /** Where the record goes, as registrars show it: `@` for the domain itself, else its labels. */
  name: z.string(),
  value: z.string(),
});

export const domainView = z.object({
  host: z.string(),
  isPrimary: z.boolean(),
  /** The apex of the domain (example.com), the zone its records are set in. */
  zone: z.string(),
  records: z.array(dnsRecord),
  addedAt: z.string(),
});

export const domainsView = z.object({
  domains: z.array(domainView),
  /** The site's own address on the platform, which keeps working. */
  platformAddress: z.string(),
});

export const checkView = z.object({
  host: z.string(),
  /** connected: the records point here; pending: not yet (DNS changes can take up to 48 hours). */
  status: z.enum(['connected', 'pending']),
  message: z.string(),
});

export type DomainsView = z.infer<typeof domainsView>;
export type CheckView = z.infer<typeof checkView>;

/** The zone (registrable domain) of a valid host, and the record name inside it. */
export function zoneOf(host: string): { zone: string; name: string } {
  const parsed = parse(host, { allowPrivateDomains: false });
  const zone = parsed.domain ?? host;
  return { zone, name: host === zone ? '@' : host.slice(0, -(zone.length + 1)) };
}
