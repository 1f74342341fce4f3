import { Permission } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import type { EditorEvents } from '../editor-events/bus.ts';
import { invitationParams, inviteBody, memberParams, roleBody } from './schema.ts';
import * as access from './service.ts';

/** The Permissions screen's API: admins (settingsPermissions) invite, change and remove people. */
export async function accessRoutes(
  app: FastifyInstance,
  opts: { db: Db; events: EditorEvents; platformOrigin: string; flushOutbox: () => void },
) {
  const { db, events } = opts;
  const senderOf = (site: { title: string }, account: { email: string }) => ({
    siteTitle: site.title,
    inviterEmail: account.email,
    platformOrigin: opts.platformOrigin,
  });
  const admin = (request: Parameters<typeof requirePermission>[0]) =>
    requirePermission(request, Permission.settingsPermissions);

  app.get('/api/config/permissions', async (request) => {
    const { site, account } = await admin(request);
    return access.listAccess(db, site.id, account.id);
  });

  app.post('/api/config/permissions/invitations', async (request, reply) => {
    const { site, account } = await admin(request);
    const body = parseInput(inviteBody, request.body);
    const invitation = await access.invite(db, {
      websiteId: site.id,
      invitedBy: account.id,
      sender: senderOf(site, account),
      ...body,
    });
    opts.flushOutbox();
    events.publish(site.id, { type: 'access.changed', by: account.email, email: body.email });
    return reply.code(201).send({ invitation });
  });

  app.patch('/api/config/permissions/invitations/:id', async (request) => {
    const { site, account } = await admin(request);
    const { id } = parseInput(invitationParams, request.params);
    const { role } = parseInput(roleBody, request.body);
    const invitation = await access.changeInvitation(db, site.id, id, role);
    events.publish(site.id, { type: 'access.changed', by: account.email, email: invitation.email });
    return { invitation };
  });

  app.post('/api/config/permissions/invitations/:id/resend', async (request) => {
    const { site, account } = await admin(request);
    const { id } = parseInput(invitationParams, request.params);
    const invitation = await access.resendInvitation(db, {
      websiteId: site.id,
      id,
      sender: senderOf(site, account),
    });
    opts.flushOutbox();
    events.publish(site.id, { type: 'access.changed', by: account.email, email: invitation.email });
    return { invitation };
  });

  app.delete('/api/config/permissions/invitations/:id', async (request, reply) => {
    const { site } = await admin(request);
    const { id } = parseInput(invitationParams, request.params);
    await access.cancelInvitation(db, site.id, id);
    return reply.code(204).send();
  });

  app.patch('/api/config/permissions/members/:accountId', async (request) => {
    const { site, account } = await admin(request);
    const { accountId } = parseInput(memberParams, request.params);
    const { role } = parseInput(roleBody, request.body);
    await access.changeMember(db, { websiteId: site.id, accountId, role });
    events.disconnect(site.id, accountId);
    events.publish(site.id, { type: 'access.changed', by: account.email });
    return access.listAccess(db, site.id, account.id);
  });

  app.delete('/api/config/permissions/members/:accountId', async (request, reply) => {
    const { site, account } = await admin(request);
    const { accountId } = parseInput(memberParams, request.params);
    await access.changeMember(db, { websiteId: site.id, accountId, role: null });
    events.disconnect(site.id, accountId);
    events.publish(site.id, { type: 'access.changed', by: account.email });
    return reply.code(204).send();
  });
}
