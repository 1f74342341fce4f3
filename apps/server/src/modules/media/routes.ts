// The media library's API (upload, list, focal point and alt text, delete) and the image service
// at /s/{id}/{fileName}.
import fastifyMultipart from '@fastify/multipart';
import { IMAGE_WIDTHS, Permission } from '@folio/core';
import { text } from '@folio/core/text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalid, notFound } from '../../errors.ts';
import { requirePermission } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import { acceptsWebp, imageHeaders, isNotModified } from './served-images.ts';
import { MAX_UPLOAD_BYTES, type MediaService, tooLarge, widthOf } from './service.ts';

const MAX_FILES_PER_REQUEST = 20;
const idParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'must be an id') });
const fraction = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');
const patchBody = z
  .strictObject({
    focalPoint: z.strictObject({ x: fraction, y: fraction }).optional(),
    alt: text({ max: 500 }).optional(),
  })
  .refine((b) => b.focalPoint !== undefined || b.alt !== undefined, 'send focalPoint or alt');

export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaService }) {
  const { media } = opts;
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_REQUEST, fields: 10, parts: 30 },
  });

  app.post('/api/config/media', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.contentManager);
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
  });

  app.get('/api/config/media', async (request) => {
    const { site } = await requirePermission(request, Permission.contentManager);
    return { media: await media.list(site.id) };
  });

  app.patch('/api/config/media/:id', async (request) => {
    const { site } = await requirePermission(request, Permission.contentManager);
    const { id } = parseInput(idParams, request.params);
    const updated = await media.update(site.id, id, parseInput(patchBody, request.body));
    if (!updated) throw notFound('That image is no longer in the library.', 'media_not_found');
    return { media: updated };
  });

  app.delete('/api/config/media/:id', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.contentManager);
    const { id } = parseInput(idParams, request.params);
    if (!(await media.remove(site.id, id)))
      throw notFound('That image is no longer in the library.', 'media_not_found');
    return reply.code(204).send();
  });

  // The image service. The file name in the path is for people and search engines; the id finds it.
  // A width comes as ?format=750w, or in the path before the file name (GAL-096's two formats).
  const serve = async (request: FastifyRequest, reply: FastifyReply, format: unknown) => {
    const site = request.site;
    const { id } = request.params as { id: string };
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
  app.get('/s/:id/:fileName', (request, reply) =>
    serve(request, reply, (request.query as { format?: unknown }).format),
  );
  app.get('/s/:id/:width/:fileName', (request, reply) =>
    serve(request, reply, (request.params as { width: string }).width),
  );
}
