import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Limiters } from '../../plugins/limiter.ts';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import type { CaptchaService } from '../captcha/service.ts';
import {
  captchaChallenge,
  formIdParams,
  formList,
  formStats,
  keyAnswer,
  listQuery,
  saveSubmissionBody,
  submissionAnswer,
  submissionPage,
  submissionParams,
  submissionsCsv,
} from './schema.ts';
import type { FormsService } from './service.ts';
import { VisitorLimit } from './visitor-limit.ts';

export async function formsRoutes(
  fastify: FastifyInstance,
  opts: {
    forms: FormsService;
    captcha: CaptchaService;
    /** Per visitor (their crumb cookie). */
    ratePerMinute: number;
    ratePerAddressPerMinute: number;
    limiters: Limiters;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { forms } = opts;
  const perAddress = { max: opts.ratePerAddressPerMinute, timeWindow: '1 minute' };
  const perVisitor = new VisitorLimit(opts.limiters, opts.ratePerMinute);

  // FORM-001: anyone may ask for a key (AUTH-026: no sign-in needed); limited per address.
  app.post(
    '/api/form/FormSubmissionKey',
    {
      config: {
        access: 'site',
        rateLimit: { max: opts.ratePerAddressPerMinute * 3, timeWindow: '1 minute' },
      },
      schema: { response: { 200: keyAnswer } },
    },
    async (request) => ({ key: forms.issueKey(requireSite(request).id) }),
  );

  // FORM-003..008; 429 past the per-visitor or the per-address limit (FORM-044). The visitor's
  // quota is taken before the body is checked, so a refused body counts too.
  app.post(
    '/api/form/SaveFormSubmission',
    {
      bodyLimit: 256 * 1024,
      config: { access: 'site', rateLimit: perAddress },
      preValidation: async (request) => perVisitor.take(request.cookies.crumb),
      schema: { body: saveSubmissionBody, response: { 200: submissionAnswer } },
    },
    async (request) => {
      const { body } = request;
      const { id } = await forms.submit({
        site: requireSite(request),
        key: body.key,
        formId: body.formId,
        formJson: body.form,
        captchaKey: body.captchaKey,
        baseUrl: `${request.protocol}://${request.host}`,
        page: {
          title: body.pageTitle ?? null,
          id: body.pageId ?? null,
          contentSource: body.contentSource ?? null,
          path: body.pagePath ?? null,
          isOverlayForm: body.isOverlayForm ?? false,
          submitButtonText: body.submitButtonText ?? null,
          intraPageEvent: body.intraPageEvent ?? null,
        },
      });
      return { success: true as const, submissionId: id };
    },
  );

  // ALTCHA: a signed proof-of-work challenge for a captcha form (FORM-030).
  app.get(
    '/api/form/captcha-challenge',
    {
      config: {
        access: 'site',
        rateLimit: { max: opts.ratePerAddressPerMinute * 6, timeWindow: '1 minute' },
      },
      schema: { response: { 200: captchaChallenge } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.captcha.challenge();
    },
  );

  // POST /api/census/form-render is module analytics' (TRACK-017, decision 042): it counts through
  // forms.countRender.

  // The owner's inbox: whoever holds the form-submissions permission.
  const config = { access: Permission.formSubmissions };

  app.get('/api/config/forms', { config, schema: { response: { 200: formList } } }, async (request) => ({
    forms: await forms.inboxForms(memberOf(request).site.id),
  }));

  app.get(
    '/api/config/forms/:formId/submissions',
    { config, schema: { params: formIdParams, querystring: listQuery, response: { 200: submissionPage } } },
    async (request) =>
      forms.submissionPage({
        websiteId: memberOf(request).site.id,
        formId: request.params.formId,
        ...request.query,
      }),
  );

  app.get(
    '/api/config/forms/:formId/stats',
    { config, schema: { params: formIdParams, response: { 200: formStats } } },
    async (request) => ({ perDay: await forms.perDay(memberOf(request).site.id, request.params.formId) }),
  );

  app.get(
    '/api/config/forms/:formId/submissions.csv',
    { config, schema: { params: formIdParams, response: { 200: submissionsCsv } } },
    async (request, reply) => {
      const { filename, csv } = await forms.submissionsCsv(memberOf(request).site.id, request.params.formId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.delete(
    '/api/config/forms/:formId/submissions/:id',
    { config, schema: { params: submissionParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { formId, id } = request.params;
      await forms.deleteSubmission(memberOf(request).site.id, formId, id);
      return reply.code(204).send();
    },
  );
}
