// The cookies of signing in: the session (folio_session) and the browser's device tags
// (folio_device, see login-throttle.ts). Shared by the config area,
// the platform home and site users through service.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE } from './login-throttle.ts';

export const SESSION_COOKIE = 'folio_session';

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    expires: session.expiresAt,
  });
}

/** Remembers that this browser signed in to the account (issue 14 item 9: it is never slowed down). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    maxAge: 180 * 24 * 3600,
  });
}

export function deviceCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
