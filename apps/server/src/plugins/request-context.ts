// Per-request context: which website the Host names, who is signed in (looked up only when asked),
// and the checks every request passes first: a plain request target, no state change sent by
// another site, the config API only for the config area, and the anti-forgery crumb on every
// state-changing route (issue 14 items 2 and 5).
import { timingSafeEqual } from 'node:crypto';
import {
  hasPermission,
  Permission,
  type PermissionNumber,
  permissionName,
  websiteRoleName,
} from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, notFound, unauthenticated } from '../errors.ts';
import {
  accountForSession,
  findRole,
  SESSION_COOKIE,
  type SignedInAccount,
} from '../modules/auth/service.ts';
import type { SiteDirectory, Website } from '../modules/sites/service.ts';
import { type CrumbSigner, crumbBinding } from './crumb.ts';
import { configAreaRefusal, crossSiteRefusal, isPlainRequestTarget } from './request-origin.ts';

export const CRUMB_COOKIE = 'crumb';

export interface RequestAuth {
  account: SignedInAccount;
  /** The account's role on this request's website; undefined on the platform host or without a role. */
  role: number | undefined;
}

/** A route as registered: the list tests and checks walk instead of a hand-kept one. */
export interface RouteSummary {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'handler': the route's handler calls assertCrumb itself (HTML forms that answer a failure
     * with the page and its message). Every other state-changing route is checked before its handler.
     */
    crumb?: 'handler';
    /**
     * Who may call the route, checked after the crumb and before the input is validated, so a
     * stranger is told to sign in, not which field is wrong: 'site' (a site's host), 'member' (any
     * role on the site) or a permission the role must hold. The handler reads it with memberOf().
     */
    access?: 'site' | 'member' | PermissionNumber;
    /**
     * A config-area call whose spec path is outside /api/config/ (EDIT-028/029's
     * /api/site-header-footer): it gets the same config-area origin check.
     */
    configArea?: true;
  }
  interface FastifyInstance {
    /** Every route registered after request-context, one entry per method. */
    routeList: RouteSummary[];
  }
  interface FastifyRequest {
    site: Website | null;
    isPlatformHost: boolean;
    /** The signed-in account, looked up once per request and only when asked. */
    auth(): Promise<RequestAuth | null>;
    /** Set by the route's `access` option before validation; read through memberOf(). */
    member: Member | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The config API, by the route's own path (never the raw request target). */
const CONFIG_API_PREFIX = '/api/config/';

export function isStateChange(method: string): boolean {
  return UNSAFE.has(method);
}

/** This request's own origin, as a browser writes it in Origin (default port left out). */
export function ownOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'null';
  }
}

export function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function signer(request: FastifyRequest): CrumbSigner {
  return (request.server as unknown as { crumbs: CrumbSigner }).crumbs;
}

/** Sets a crumb cookie unless the browser has one valid for its session; returns the crumb in force. */
export function ensureCrumb(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CRUMB_COOKIE];
  if (signer(request).isValid(existing, crumbBinding(request.cookies[SESSION_COOKIE]))) return existing!;
  return issueCrumb(request, reply);
}

/**
 * Sets a fresh crumb cookie bound to the session the response leaves in force: pass the new
 * session token when signing in, null when signing out.
 */
export function issueCrumb(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionToken?: string | null,
): string {
  const token = sessionToken === undefined ? request.cookies[SESSION_COOKIE] : (sessionToken ?? undefined);
  const crumb = signer(request).issue(crumbBinding(token));
  reply.setCookie(CRUMB_COOKIE, crumb, {
    path: '/',
    sameSite: 'lax',
    secure: isSecure(request),
    httpOnly: false,
  });
  return crumb;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function sentCrumb(request: FastifyRequest): string | undefined {
  const header = request.headers['x-crumb'];
  if (typeof header === 'string' && header) return header;
  const query = (request.query as Record<string, unknown> | undefined)?.crumb;
  if (typeof query === 'string' && query) return query;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.crumb === 'string') return body.crumb;
  return undefined;
}

/**
 * Throws crumbFail (403) unless the request carries the crumb of its cookie, as header X-Crumb,
 * query parameter crumb, or a body field crumb (HTML forms). Applied to every unsafe /api/ call;
 * HTML form routes call it themselves.
 */
export function assertCrumb(request: FastifyRequest, reply: FastifyReply): void {
  const cookie = request.cookies[CRUMB_COOKIE];
  const sent = sentCrumb(request);
  const isBound = signer(request).isValid(cookie, crumbBinding(request.cookies[SESSION_COOKIE]));
  if (cookie && sent && isBound && sameToken(cookie, sent)) return;
  issueCrumb(request, reply);
  throw new AppError({
    kind: 'forbidden',
    code: 'crumb_fail',
    message: 'Your session token has expired. Please try again.',
    extra: { crumbFail: true },
  });
}

export const requestContext = fp(
  async (app: FastifyInstance, opts: { db: Db; sites: SiteDirectory; crumbs: CrumbSigner }) => {
    app.decorate('crumbs', opts.crumbs);
    app.decorateRequest('site', null);
    app.decorateRequest('isPlatformHost', false);
    app.decorateRequest('auth', async () => null);
    app.decorateRequest('member', null);
    const routeList: RouteSummary[] = [];
    app.decorate('routeList', routeList);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routeList.push({ method, url: route.url });
    });

    app.addHook('onRequest', async (request) => {
      // Issue 14 item 2: the router decodes `/%61pi/…` and reads `http://host/api/…` as `/api/…`;
      // such targets are refused outright, so no check can be passed by spelling a path differently.
      if (!isPlainRequestTarget(request.raw.url ?? '')) {
        throw new AppError({
          kind: 'invalid',
          code: 'invalid_request_target',
          message:
            'The request target must be a plain path such as /api/… (no host, escapes or dot segments).',
        });
      }
      const isChange = UNSAFE.has(request.method);
      if (isChange) {
        const refusal = crossSiteRefusal(request.headers, ownOrigin(request));
        if (refusal) throw forbidden(refusal, 'cross_site_request');
      }
      // Issue 14 item 5, docs/decisions/012: the config API answers only the config area.
      if (
        request.routeOptions.url?.startsWith(CONFIG_API_PREFIX) ||
        request.routeOptions.config?.configArea
      ) {
        const refusal = configAreaRefusal({
          headers: request.headers,
          ownOrigin: ownOrigin(request),
          isChange,
        });
        if (refusal) throw forbidden(refusal, 'not_config_area');
      }
      const hostname = request.hostname.toLowerCase();
      request.isPlatformHost = opts.sites.isPlatformHost(hostname);
      request.site = request.isPlatformHost ? null : await opts.sites.find(hostname);
      let memo: Promise<RequestAuth | null> | undefined;
      request.auth = () => {
        memo ??= (async () => {
          const token = request.cookies[SESSION_COOKIE];
          if (!token) return null;
          const account = await accountForSession(opts.db, token, hostname);
          if (!account) return null;
          const role = request.site ? await findRole(opts.db, account.id, request.site.id) : undefined;
          return { account, role };
        })();
        return memo;
      };
    });

    // DATA-009: a state-changing call must carry the crumb; a wrong one gets crumbFail and a fresh
    // crumb. Decided by the matched route (issue 14 item 2), so every state-changing route is covered
    // whatever its path, unless it checks the crumb in its own handler. Then the route's `access`:
    // both before the input is validated, in that order.
    app.addHook('preValidation', async (request, reply) => {
      if (request.routeOptions.url === undefined) return;
      const { crumb, access } = request.routeOptions.config;
      if (UNSAFE.has(request.method) && crumb !== 'handler') assertCrumb(request, reply);
      if (access === 'site') requireSite(request);
      else if (access === 'member') request.member = await requireMember(request);
      else if (access !== undefined) request.member = await requirePermission(request, access);
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
);

/**
 * True when the answer is JSON: a call under /api/, or a target refused as not plain (which names
 * no page). Only plain targets get this far otherwise, so the path prefix cannot be disguised.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return !isPlainRequestTarget(request.raw.url ?? '') || request.url.startsWith('/api/');
}

export function requireSite(request: FastifyRequest): Website {
  if (!request.site) throw notFound('There is no site at this address.', 'site_not_found');
  return request.site;
}

/** The signed-in account with a role on this site; 401 without a session, 403 without a role. */
export async function requireMember(request: FastifyRequest) {
  const site = requireSite(request);
  const auth = await request.auth();
  if (!auth) throw unauthenticated();
  if (auth.role === undefined || !hasPermission(auth.role, Permission.config))
    throw forbidden('Your account has no access to this site.', 'no_access');
  return { site, account: auth.account, role: auth.role, roleName: websiteRoleName(auth.role) ?? 'unknown' };
}

export type Member = Awaited<ReturnType<typeof requireMember>>;

/** The member the route's `access` option let in (the route must declare 'member' or a permission). */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member)
    throw new Error(`${request.routeOptions.url} reads memberOf() without an access option`);
  return request.member;
}

/** As requireMember, and the role must hold the permission (AUTH-028); checked on the server always. */
export async function requirePermission(request: FastifyRequest, permission: PermissionNumber) {
  const member = await requireMember(request);
  if (!hasPermission(member.role, permission)) {
    throw forbidden(
      member.role === 10
        ? 'Viewers can look at this site but cannot change it.'
        : `Your role (${member.roleName}) does not have the ${permissionName(permission)} permission on this site.`,
    );
  }
  return member;
}

/** As requireMember, and the role must be allowed to change pages (the content-manager permission). */
export function requireEditor(request: FastifyRequest) {
  return requirePermission(request, Permission.contentManager);
}
