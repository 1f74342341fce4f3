// Security headers on every response (issue 14 item 4). The same values go out from the
// cached-page fast path, which answers before Fastify: both take them from here. A published
// page's own Content-Security-Policy is built in render/content-security-policy.ts and set by the
// page route (and kept with the cached page); every other response (the config area, the
// platform home, API answers, files) gets `frame-ancestors 'self'` alone, so nothing of Folio can
// be framed by another site.
//
// Not @fastify/helmet: its headers are made per request in a Fastify hook, which the fast path
// never reaches, and a published page's policy depends on the page; one small table serves both.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Every response without a policy of its own: the config area, the platform home, API answers. */
export const NO_FOREIGN_FRAMING_HEADERS = {
  'content-security-policy': "frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
} as const;

/** The headers of a published page, given its policy (the fast path and the page route both use this). */
export function sitePageSecurityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    'x-frame-options': NO_FOREIGN_FRAMING_HEADERS['x-frame-options'],
    'content-security-policy': contentSecurityPolicy,
  };
}

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      if (reply.hasHeader('content-security-policy')) return payload;
      for (const [name, value] of Object.entries(NO_FOREIGN_FRAMING_HEADERS)) reply.header(name, value);
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['request-context'] },
);
