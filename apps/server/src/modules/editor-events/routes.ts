import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/request-context.ts';
import { eventStream } from './schema.ts';
import type { EditorEvents } from './service.ts';

const KEEP_ALIVE_MS = 25_000;

/** AUTH-029: a server-sent event stream of the site's editor events, for admins only. */
export async function editorEventsRoutes(fastify: FastifyInstance, opts: { events: EditorEvents }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // isStream: the answer never ends (the route fuzz test only checks its refusals). The answer is
  // written straight to the socket (hijacked), so its schema only documents it.
  app.get(
    '/api/config/events',
    {
      config: { isStream: true, access: Permission.admin },
      schema: { response: { 200: eventStream } },
    },
    async (request, reply) => {
      const { site, account } = memberOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(': connected\n\n');
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const unsubscribe = opts.events.subscribe(site.id, {
        accountId: account.id,
        send: (event) => res.write(`event: editor\ndata: ${JSON.stringify(event)}\n\n`),
        close: () => res.end(),
      });
      res.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
      });
    },
  );
}
