import { displayValue, type FormDefinition, Permission, valueFields } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import type { Limiters } from '../../plugins/limiter.ts';
import { requirePermission, requireSite } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import type { CaptchaService } from '../captcha/service.ts';
import { latestEmails } from '../email/service.ts';
import { toCsv } from './csv.ts';
import * as q from './queries.ts';
import { formIdParams, listQuery, renderCensusBody, saveSubmissionBody, submissionParams } from './schema.ts';
import type { FormsService } from './service.ts';
import { VisitorLimit } from './visitor-limit.ts';

export async function formsRoutes(
  app: FastifyInstance,
  opts: {
    forms: FormsService;
    captcha: CaptchaService;
    db: Parameters<typeof q.listForms>[0];
    /** Per visitor (their crumb cookie). */
    ratePerMinute: number;
    ratePerAddressPerMinute: number;
    limiters: Limiters;
    isSmtpConfigured: boolean;
  },
) {
  const { forms, db } = opts;
  const perAddress = { max: opts.ratePerAddressPerMinute, timeWindow: '1 minute' };
  const perVisitor = new VisitorLimit(opts.limiters, opts.ratePerMinute);

  // FORM-001: anyone may ask for a key (AUTH-026: no sign-in needed); limited per address.
  app.post(
    '/api/form/FormSubmissionKey',
    { config: { rateLimit: { max: opts.ratePerAddressPerMinute * 3, timeWindow: '1 minute' } } },
    async (request) => {
      const site = requireSite(request);
      return { key: forms.issueKey(site.id) };
    },
  );

  // FORM-003..008; 429 past the per-visitor or the per-address limit (FORM-044).
  app.post(
    '/api/form/SaveFormSubmission',
    { bodyLimit: 256 * 1024, config: { rateLimit: perAddress } },
    async (request) => {
      const site = requireSite(request);
      await perVisitor.take(request.cookies.crumb);
      const body = parseInput(saveSubmissionBody, request.body);
      const { id } = await forms.submit({
        site,
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
      return { success: true, submissionId: id };
    },
  );

  // ALTCHA: a signed proof-of-work challenge for a captcha form (FORM-030).
  app.get(
    '/api/form/captcha-challenge',
    { config: { rateLimit: { max: opts.ratePerAddressPerMinute * 6, timeWindow: '1 minute' } } },
    async (request, reply) => {
      requireSite(request);
      reply.header('cache-control', 'no-store');
      return opts.captcha.challenge();
    },
  );

  app.post(
    '/api/census/form-render',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const site = requireSite(request);
      const { formId } = parseInput(renderCensusBody, request.body);
      await forms.countRender(site.id, formId);
      return reply.code(204).send();
    },
  );

  // The owner's inbox: whoever holds the form-submissions permission.
  const reader = (request: Parameters<typeof requirePermission>[0]) =>
    requirePermission(request, Permission.formSubmissions);

  async function formOf(websiteId: string, formId: string) {
    const live = await forms.findLiveForm(websiteId, formId);
    if (live)
      return {
        id: formId,
        name: live.name,
        pageTitle: live.pageTitle,
        definition: live.definition,
        isLive: true,
      };
    const stored = await q.findStoredForm(db, websiteId, formId);
    if (!stored) throw notFound('That form does not exist.', 'form_not_found');
    return {
      id: formId,
      name: stored.name,
      pageTitle: null,
      definition: stored.definition as FormDefinition,
      isLive: false,
    };
  }

  app.get('/api/config/forms', async (request) => {
    const { site } = await reader(request);
    const [live, stored] = await Promise.all([forms.liveForms(site.id), q.listForms(db, site.id)]);
    const byId = new Map(stored.map((s) => [s.id, s]));
    // Newsletter sign-ups have their own list (Newsletter in the config area).
    const list = live
      .filter((f) => !f.definition.isNewsletter)
      .map((f) => ({
        id: f.formId,
        name: f.name,
        pageTitle: f.pageTitle,
        isLive: true,
        submissionCount: byId.get(f.formId)?.submissionCount ?? 0,
        renderCount: byId.get(f.formId)?.renderCount ?? 0,
        latestAt: byId.get(f.formId)?.latestAt ?? null,
      }));
    for (const s of stored) {
      if (live.some((f) => f.formId === s.id) || s.submissionCount === 0) continue;
      list.push({
        id: s.id,
        name: s.name,
        pageTitle: '',
        isLive: false,
        submissionCount: s.submissionCount,
        renderCount: s.renderCount,
        latestAt: s.latestAt,
      });
    }
    return { forms: list };
  });

  app.get('/api/config/forms/:formId/submissions', async (request) => {
    const { site } = await reader(request);
    const { formId } = parseInput(formIdParams, request.params);
    const query = parseInput(listQuery, request.query);
    const form = await formOf(site.id, formId);
    const fields = valueFields(form.definition);
    const [rows, total] = await Promise.all([
      q.listSubmissions(db, { websiteId: site.id, formId, ...query }),
      q.countSubmissions(db, site.id, formId, query.q),
    ]);
    return {
      form: {
        id: form.id,
        name: form.name,
        isLive: form.isLive,
        fields: fields.map((f) => ({ id: f.id, title: f.title, type: f.type })),
      },
      total,
      submissions: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        page: row.page,
        values: Object.fromEntries(fields.map((f) => [f.id, displayValue(f, row.values[f.id] as never)])),
      })),
    };
  });

  app.get('/api/config/forms/:formId/stats', async (request) => {
    const { site } = await reader(request);
    const { formId } = parseInput(formIdParams, request.params);
    await formOf(site.id, formId);
    return { perDay: await q.perDay(db, site.id, formId, 30) };
  });

  app.get('/api/config/forms/:formId/submissions.csv', async (request, reply) => {
    const { site } = await reader(request);
    const { formId } = parseInput(formIdParams, request.params);
    const form = await formOf(site.id, formId);
    const fields = valueFields(form.definition);
    const rows = await q.listSubmissions(db, { websiteId: site.id, formId, limit: 100_000, offset: 0 });
    const csv = toCsv(
      ['Submitted', ...fields.map((f) => f.title || f.type), 'Page'],
      rows.map((row) => [
        row.createdAt.toISOString(),
        ...fields.map((f) => displayValue(f, row.values[f.id] as never)),
        String(row.page.path ?? ''),
      ]),
    );
    const filename = `${form.name.replace(/[^\w -]+/g, '').trim() || 'form'} submissions.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get('/api/config/outbox', async (request) => {
    const { site } = await reader(request);
    return { isSmtpConfigured: opts.isSmtpConfigured, emails: await latestEmails(db, site.id) };
  });

  app.delete('/api/config/forms/:formId/submissions/:id', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.formSubmissions);
    const { formId, id } = parseInput(submissionParams, request.params);
    if (!(await q.deleteSubmission(db, site.id, formId, id)))
      throw notFound('That submission no longer exists.', 'submission_not_found');
    return reply.code(204).send();
  });
}
