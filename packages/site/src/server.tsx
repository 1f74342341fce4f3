// Entry point for apps/server (built by Vite SSR to dist/server/server.js): renders whole pages.

import { PassThrough } from 'node:stream';
import type { PageContext } from '@folio/core';
import type { Data } from '@puckeditor/core';
import { resolveAllData } from '@puckeditor/core/rsc';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { NewsletterUnsubscribe } from './blocks/Newsletter/Unsubscribe.tsx';
import { siteAssets } from './client-manifest.ts';
import { SiteDocument } from './layout/SiteDocument.tsx';
import type { NavigationLink } from './layout/SiteHeader.tsx';
import { STATUS_MESSAGES, StatusMessage } from './layout/StatusMessage.tsx';
import { type PageData, PageDataError, sanitizePageData } from './page-data.ts';
import { serverConfig } from './puck-config.tsx';
import { RenderBlocks } from './render-blocks.tsx';

export { extractForms, type PageForm } from './blocks/Form/extract.ts';
export { migratePageData, type PageData, PageDataError, sanitizePageData } from './page-data.ts';
export { PAGE_SCHEMA_VERSION } from './schema-version.ts';

export interface RenderInput {
  kind: 'page' | 'not-found' | 'error' | 'newsletter-unsubscribe';
  data?: PageData;
  pageTitle: string;
  site: { title: string; navigation: NavigationLink[] };
  pageContext: PageContext;
  /** Where the client build is served, e.g. '/_site/'. */
  assetBase: string;
}

const RENDER_TIMEOUT_MS = 10_000;

/** React's mark of a Suspense boundary it gave up on and left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders to a string. The fast path is renderToString (~0.35 ms a page less than streaming);
 * if anything suspended (Puck's rich text does in the editor's renderer; a future block might),
 * renderToString leaves a fallback, so the page is rendered again waiting for everything.
 */
function renderComplete(element: ReactNode): Promise<string> {
  const html = renderToString(element);
  // The streaming renderer writes the doctype for an <html> root; renderToString does not.
  return html.includes(CLIENT_RENDERED_BOUNDARY)
    ? renderAllReady(element)
    : Promise.resolve(`<!DOCTYPE html>${html}`);
}

/** Renders once everything, Suspense boundaries included, is ready (onAllReady). */
function renderAllReady(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    const timer = setTimeout(() => stream.abort(new Error('Rendering took too long')), RENDER_TIMEOUT_MS);
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    // An error inside a Suspense boundary would leave that part to the browser, which has no
    // React for static blocks: treat it as a failed render.
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: fail,
      onError: fail,
    });
  });
}

/** resolveAllData walks the whole tree (~0.6 ms a page): only worth it when a block resolves data. */
const hasResolvers =
  Boolean(serverConfig.root?.resolveData) ||
  Object.values(serverConfig.components).some((component) => Boolean(component.resolveData));

/**
 * Sanitised data per stored object: the server keeps published page data in memory, so the same
 * object comes back on every view and is sanitised once rather than on each render.
 */
const sanitized = new WeakMap<object, PageData>();
function sanitizedForRender(data: PageData): PageData {
  const known = sanitized.get(data);
  if (known) return known;
  const clean = sanitizePageData(data);
  sanitized.set(data, clean);
  return clean;
}

async function pageContent(input: RenderInput): Promise<{ kind: RenderInput['kind']; content: ReactNode }> {
  if (input.kind === 'newsletter-unsubscribe')
    return { kind: input.kind, content: <NewsletterUnsubscribe siteTitle={input.site.title} /> };
  if (input.kind !== 'page') return { kind: input.kind, content: <StatusMessage kind={input.kind} /> };
  let data: PageData;
  try {
    // Rich text was sanitised when saved; it is sanitised again here, so old rows are safe too.
    data = sanitizedForRender(input.data ?? { root: { props: {} }, content: [] });
  } catch (error) {
    if (error instanceof PageDataError) return { kind: 'error', content: <StatusMessage kind="error" /> };
    throw error;
  }
  const resolved = hasResolvers ? ((await resolveAllData(data, serverConfig)) as Data) : data;
  return { kind: 'page', content: <RenderBlocks config={serverConfig} data={resolved} /> };
}

/** A whole HTML document for a published page, the not-found page or the error page. */
export async function renderSitePage(input: RenderInput): Promise<string> {
  const { kind, content } = await pageContent(input);
  const title =
    kind === 'page'
      ? input.pageTitle
      : kind === 'newsletter-unsubscribe'
        ? `Unsubscribe — ${input.site.title}`
        : `${STATUS_MESSAGES[kind].heading} — ${input.site.title}`;
  return renderComplete(
    <SiteDocument
      title={title}
      site={input.site}
      pageContext={input.pageContext}
      assets={siteAssets(input.assetBase)}
      year={new Date().getFullYear()}
    >
      {content}
    </SiteDocument>,
  );
}
