// The media library's API (upload, list, focal point and alt text, delete) and the image service
// at /s/{id}/{fileName}.
import fastifyMultipart from '@fastify/multipart';
import { IMAGE_WIDTHS, Permission } from '@folio/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid, notFound } from '../../errors.ts';
import { memberOf } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import {
  idParams,
  mediaAnswer,
  mediaList,
  patchBody,
  servedParams,
  servedQuery,
  servedWidthParams,
} from './schema.ts';
import {
  acceptsWebp,
  imageHeaders,
  isNotModified,
  MAX_UPLOAD_BYTES,
  type MediaService,
  tooLarge,
  widthOf,
} from './service.ts';

const MAX_FILES_PER_REQUEST = 20;

export async function mediaRoutes(fastify: FastifyInstance, opts: { media: MediaService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { media } = opts;
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_REQUEST, fields: 10, parts: 30 },
  });
  const config = { access: Permission.contentManager };

  // The body is multipart/form-data (parts named "files"), read here part by part.
  app.post(
    '/api/config/media',
    { config, schema: { response: { 201: mediaList } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      if (!request.isMultipart())
        throw invalid('Send the images as multipart/form-data, in parts named "files".', 'not_multipart');
      const stored = [];
      for await (const part of request.files()) {
        if (part.fieldname !== 'files') {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.filename);
          throw error;
        }
        stored.push(await media.upload(site.id, part.filename, data));
      }
      if (stored.length === 0) throw invalid('Choose at least one image to upload.', 'no_files');
      return reply.code(201).send({ media: stored });
    },
  );

  app.get('/api/config/media', { config, schema: { response: { 200: mediaList } } }, async (request) => ({
    media: await media.list(memberOf(request).site.id),
  }));

  app.patch(
    '/api/config/media/:id',
    { config, schema: { params: idParams, body: patchBody, response: { 200: mediaAnswer } } },
    async (request) => {
      const updated = await media.update(memberOf(request).site.id, request.params.id, request.body);
      if (!updated) throw notFound('That image is no longer in the library.', 'media_not_found');
      return { media: updated };
    },
  );

  app.delete(
    '/api/config/media/:id',
    { config, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await media.remove(memberOf(request).site.id, request.params.id)))
        throw notFound('That image is no longer in the library.', 'media_not_found');
      return reply.code(204).send();
    },
  );

  // The image service. The file name in the path is for people and search engines; the id finds it.
  // A width comes as ?format=750w, or in the path before the file name (GAL-096's two formats).
  const serve = async (request: FastifyRequest, reply: FastifyReply, id: string, format: unknown) => {
    const site = request.site;
    if (!site || !/^[0-9a-f]{24}$/.test(id)) throw notFound('Page not found.');
    const width = widthOf(format);
    // An image address answers in plain text, not with the site's error page.
    if (width === 'invalid')
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(`format must be one of ${IMAGE_WIDTHS.map((w) => `${w}w`).join(', ')}.`);
    const image = await media.serve({
      websiteId: site.id,
      mediaId: id,
      width,
      acceptsWebp: acceptsWebp(request.headers.accept),
    });
    if (!image) throw notFound('Page not found.');
    reply.headers(imageHeaders(image));
    if (isNotModified(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.send(image.data);
  };
  app.get(
    '/s/:id/:fileName',
    { schema: { params: servedParams, querystring: servedQuery } },
    (request, reply) => serve(request, reply, request.params.id, request.query.format),
  );
  app.get('/s/:id/:width/:fileName', { schema: { params: servedWidthParams } }, (request, reply) =>
    serve(request, reply, request.params.id, request.params.width),
  );
}
