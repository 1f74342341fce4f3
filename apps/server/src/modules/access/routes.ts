import { Permission } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import type { EditorEvents } from '../editor-events/service.ts';
import {
  accessList,
  invitationAnswer,
  invitationParams,
  inviteBody,
  memberParams,
  newInvitationAnswer,
  roleBody,
} from './schema.ts';
import * as access from './service.ts';

/** The Permissions screen's API: admins (settingsPermissions) invite, change and remove people. */
export async function accessRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; events: EditorEvents; platformOrigin: string; flushOutbox: () => void },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, events } = opts;
  const senderOf = (site: { title: string }, account: { email: string }) => ({
    siteTitle: site.title,
    inviterEmail: account.email,
    platformOrigin: opts.platformOrigin,
  });
  const config = { access: Permission.settingsPermissions };

  app.get(
    '/api/config/permissions',
    { config, schema: { response: { 200: accessList } } },
    async (request) => {
      const { site, account } = memberOf(request);
      return access.listAccess(db, site.id, account.id);
    },
  );

  app.post(
    '/api/config/permissions/invitations',
    { config, schema: { body: inviteBody, response: { 201: newInvitationAnswer } } },
    async (request, reply) => {
      const { site, account } = memberOf(request);
      const invitation = await access.invite(db, {
        websiteId: site.id,
        invitedBy: account.id,
        sender: senderOf(site, account),
        ...request.body,
      });
      opts.flushOutbox();
      events.publish(site.id, { type: 'access.changed', by: account.email, email: request.body.email });
      return reply.code(201).send({ invitation });
    },
  );

  app.patch(
    '/api/config/permissions/invitations/:id',
    { config, schema: { params: invitationParams, body: roleBody, response: { 200: invitationAnswer } } },
    async (request) => {
      const { site, account } = memberOf(request);
      const invitation = await access.changeInvitation(db, site.id, request.params.id, request.body.role);
      events.publish(site.id, { type: 'access.changed', by: account.email, email: invitation.email });
      return { invitation };
    },
  );

  app.post(
    '/api/config/permissions/invitations/:id/resend',
    { config, schema: { params: invitationParams, response: { 200: invitationAnswer } } },
    async (request) => {
      const { site, account } = memberOf(request);
      const invitation = await access.resendInvitation(db, {
        websiteId: site.id,
        id: request.params.id,
        sender: senderOf(site, account),
      });
      opts.flushOutbox();
      events.publish(site.id, { type: 'access.changed', by: account.email, email: invitation.email });
      return { invitation };
    },
  );

  app.delete(
    '/api/config/permissions/invitations/:id',
    { config, schema: { params: invitationParams, response: { 204: noContent } } },
    async (request, reply) => {
      await access.cancelInvitation(db, memberOf(request).site.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/api/config/permissions/members/:accountId',
    { config, schema: { params: memberParams, body: roleBody, response: { 200: accessList } } },
    async (request) => {
      const { site, account } = memberOf(request);
      const { accountId } = request.params;
      await access.changeMember(db, { websiteId: site.id, accountId, role: request.body.role });
      events.disconnect(site.id, accountId);
      events.publish(site.id, { type: 'access.changed', by: account.email });
      return access.listAccess(db, site.id, account.id);
    },
  );

  app.delete(
    '/api/config/permissions/members/:accountId',
    { config, schema: { params: memberParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { site, account } = memberOf(request);
      const { accountId } = request.params;
      await access.changeMember(db, { websiteId: site.id, accountId, role: null });
      events.disconnect(site.id, accountId);
      events.publish(site.id, { type: 'access.changed', by: account.email });
      return reply.code(204).send();
    },
  );
}
