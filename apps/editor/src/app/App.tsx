// The config area: sign-in, then the site's pages beside the visual editor.

import { Permission } from '@folio/core/permissions';
import { WebsiteRole } from '@folio/core/roles';
import type { Data } from '@puckeditor/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { fetchMe, type Me, signOut } from '../features/auth/api/auth.ts';
import { SignIn } from '../features/auth/components/SignIn.tsx';
import { type EditorEvent, useEditorEvents } from '../features/editor-events/use-editor-events.ts';
import { FormSubmissionsDialog } from '../features/form-submissions/components/FormSubmissionsDialog.tsx';
import { GalleriesDialog } from '../features/galleries/components/GalleriesDialog.tsx';
import { Guide } from '../features/guide/Guide.tsx';
import { MediaDialog } from '../features/media/components/MediaDialog.tsx';
import { NavigationDialog } from '../features/navigation/components/NavigationDialog.tsx';
import { NewsletterDialog } from '../features/newsletter/components/NewsletterDialog.tsx';
import * as pagesApi from '../features/pages/api/pages.ts';
import { PageEditor } from '../features/pages/components/PageEditor.tsx';
import { PagesPanel } from '../features/pages/components/PagesPanel.tsx';
import { PermissionsDialog } from '../features/permissions/components/PermissionsDialog.tsx';
import { SettingsDialog } from '../features/settings/components/SettingsDialog.tsx';
import { SiteErrorsDialog } from '../features/site-errors/components/SiteErrorsDialog.tsx';
import { StoreDialog } from '../features/store/components/StoreDialog.tsx';
import styles from './app.module.css';

// Issue 16 part 2: /config/design (the lead routes it in the application shell on merge).
const DesignScreen = lazy(() =>
  import('../features/design/components/DesignScreen.tsx').then((m) => ({ default: m.DesignScreen })),
);
const isDesignPath = () => window.location.pathname.replace(/\/+$/, '') === '/config/design';

type Status = { kind: 'idle' | 'ok' | 'error'; text: string };

const EVENT_WORDS: Record<EditorEvent['type'], string> = {
  'page.saved': 'saved a draft of',
  'page.published': 'published',
  'page.created': 'created',
  'page.renamed': 'renamed',
  'page.deleted': 'deleted a page',
  'pages.reordered': 'changed the navigation order',
  'access.changed': 'changed who has access to this site',
};

const STORE_PERMISSIONS = [
  Permission.commerceOrders,
  Permission.commerceInventory,
  Permission.commerceSettings,
] as const;

function describeEvent(event: EditorEvent): string {
  return `${event.by} ${EVENT_WORDS[event.type]}${event.title ? ` “${event.title}”` : ''}.`;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong';
}

export function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [site, setSite] = useState<pagesApi.SiteInfo | null>(null);
  const [pages, setPages] = useState<pagesApi.PageSummary[]>([]);
  const [page, setPage] = useState<pagesApi.PageDetail | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const [isBusy, setIsBusy] = useState(false);
  const [isShowingErrors, setIsShowingErrors] = useState(false);
  const [isShowingPermissions, setIsShowingPermissions] = useState(false);
  const [isShowingForms, setIsShowingForms] = useState(false);
  const [isShowingNewsletter, setIsShowingNewsletter] = useState(false);
  const [isShowingStore, setIsShowingStore] = useState(false);
  const [isShowingNavigation, setIsShowingNavigation] = useState(false);
  const [isShowingMedia, setIsShowingMedia] = useState(false);
  const [isShowingGalleries, setIsShowingGalleries] = useState(false);
  const [isShowingGuide, setIsShowingGuide] = useState(false);
  const [isShowingSettings, setIsShowingSettings] = useState(false);
  const closeGuide = useCallback(() => setIsShowingGuide(false), []);
  const savedJson = useRef('');
  const isDirty = useRef(false);

  useEffect(() => {
    fetchMe()
      .then(setMe)
      .catch(() => setMe(null));
  }, []);

  const openPage = useCallback(async (id: string) => {
    if (isDirty.current && !window.confirm('This page has changes that are not saved. Leave it anyway?'))
      return;
    const detail = await pagesApi.getPage(id);
    savedJson.current = JSON.stringify(detail.draft);
    isDirty.current = false;
    setPage(detail);
    setStatus({ kind: 'idle', text: '' });
  }, []);

  useEffect(() => {
    if (!me) return;
    (async () => {
      try {
        const [info, list] = await Promise.all([pagesApi.fetchSite(), pagesApi.listPages()]);
        setSite(info);
        setPages(list);
        // AUTH-001: arriving from the public site, frameUrl names the page the owner was on.
        const frameUrl = new URLSearchParams(window.location.search).get('frameUrl');
        const frameSlug = frameUrl
          ? new URL(frameUrl, window.location.origin).pathname.replace(/^\/+|\/+$/g, '')
          : null;
        const start = list.find((p) => p.slug === frameSlug) ?? list.find((p) => p.isHome) ?? list[0];
        if (start) await openPage(start.id);
      } catch (error) {
        setStatus({ kind: 'error', text: messageOf(error) });
      }
    })();
  }, [me, openPage]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  async function run(action: () => Promise<void>, done: string) {
    setIsBusy(true);
    try {
      await action();
      setStatus({ kind: 'ok', text: done });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    } finally {
      setIsBusy(false);
    }
  }

  const refreshList = async () => setPages(await pagesApi.listPages());

  function afterSave(detail: pagesApi.PageDetail) {
    savedJson.current = JSON.stringify(detail.draft);
    isDirty.current = false;
    setPage((current) =>
      current && current.id === detail.id ? { ...current, ...detail, draft: current.draft } : current,
    );
  }

  // AUTH-029: admins hear what others do on the site while they have it open.
  const permissions = site?.permissions ?? [];
  useEditorEvents(permissions.includes(Permission.admin), (event) => {
    if (!me || event.by === me.account.email) return;
    setStatus({ kind: 'idle', text: describeEvent(event) });
    if (event.type.startsWith('page')) refreshList().catch(() => undefined);
  });

  if (me === undefined) return <p className={styles.loading}>Loading…</p>;
  if (me === null) return <SignIn onSignedIn={setMe} />;
  if (isDesignPath())
    return (
      <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
        <DesignScreen />
      </Suspense>
    );

  const canEdit = site?.canEdit ?? me.canEdit;
  // noredirect: a signed-in owner would otherwise be sent straight back here (AUTH-011).
  const viewUrl = `${page ? `/${page.slug}` : '/'}?noredirect`;

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <div className={styles.topLeft}>
          <span className={styles.brand}>Folio</span>
          <span className={styles.siteName}>{site?.website.title ?? ''}</span>
        </div>
        <p
          className={status.kind === 'error' ? styles.statusError : styles.status}
          role={status.kind === 'error' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
        <div className={styles.topRight}>
          <button
            type="button"
            className={styles.quiet}
            aria-expanded={isShowingGuide}
            onClick={() => setIsShowingGuide((v) => !v)}
          >
            Guide
          </button>
          {permissions.includes(Permission.settingsGeneral) ? (
            <button type="button" className={styles.quiet} onClick={() => setIsShowingSettings(true)}>
              Settings
            </button>
          ) : null}
          {permissions.includes(Permission.settingsGeneral) ? (
            <a className={styles.quietLink} href="/config/design">
              Design
            </a>
          ) : null}
          {permissions.includes(Permission.settingsPermissions) ? (
            <button type="button" className={styles.quiet} onClick={() => setIsShowingPermissions(true)}>
              Permissions
            </button>
          ) : null}
          {permissions.includes(Permission.contentManager) ? (
            <button type="button" className={styles.quiet} onClick={() => setIsShowingNavigation(true)}>
              Navigation
            </button>
          ) : null}
          {permissions.includes(Permission.contentManager) ? (
            <button type="button" className={styles.quiet} onClick={() => setIsShowingMedia(true)}>
              Media
            </button>
          ) : null}
          {permissions.includes(Permission.contentManager) ? (
            <button type="button" className={styles.quiet} onClick={() => setIsShowingGalleries(true)}>
              Galleries
            </button>
          ) : null}
          {STORE_PERMISSIONS.some((p) => permissions.includes(p)) ? (
            <button type="button" className={styles.quiet} onClick={() => setIsShowingStore(true)}>
              Store
            </button>
          ) : null}
          {permissions.includes(Permission.formSubmissions) ? (
            <button type="button" className={styles.quiet} onClick={() => setIsShowingForms(true)}>
              Form submissions
            </button>
          ) : null}
          {permissions.includes(Permission.newsletterRead) ? (
            <button type="button" className={styles.quiet} onClick={() => setIsShowingNewsletter(true)}>
              Newsletter
            </button>
          ) : null}
          <button type="button" className={styles.quiet} onClick={() => setIsShowingErrors(true)}>
            Site errors
          </button>
          <a className={styles.quietLink} href={viewUrl} target="_blank" rel="noreferrer">
            View site
          </a>
          <span className={styles.account}>
            {me.account.email}
            {me.roleName ? ` · ${me.roleName}` : ''}
          </span>
          <button
            type="button"
            className={styles.quiet}
            onClick={async () => {
              await signOut();
              setMe(null);
            }}
          >
            Sign out
          </button>
        </div>
      </header>
      {isShowingErrors ? <SiteErrorsDialog onClose={() => setIsShowingErrors(false)} /> : null}
      {isShowingNewsletter ? (
        <NewsletterDialog
          canRemove={permissions.includes(Permission.newsletterWrite)}
          onClose={() => setIsShowingNewsletter(false)}
        />
      ) : null}
      {isShowingNavigation ? (
        <NavigationDialog pages={pages} onClose={() => setIsShowingNavigation(false)} />
      ) : null}
      {isShowingMedia ? <MediaDialog onClose={() => setIsShowingMedia(false)} /> : null}
      {isShowingGalleries ? <GalleriesDialog onClose={() => setIsShowingGalleries(false)} /> : null}
      {isShowingStore ? (
        <StoreDialog permissions={permissions} onClose={() => setIsShowingStore(false)} />
      ) : null}
      {isShowingForms ? <FormSubmissionsDialog onClose={() => setIsShowingForms(false)} /> : null}
      {isShowingPermissions ? <PermissionsDialog onClose={() => setIsShowingPermissions(false)} /> : null}
      {isShowingSettings ? (
        <SettingsDialog
          onClose={() => setIsShowingSettings(false)}
          onSaved={(title) => setSite((s) => (s ? { ...s, website: { ...s.website, title } } : s))}
        />
      ) : null}
      {canEdit ? null : (
        <p className={styles.viewOnly} role="note">
          You have view-only access to this site. Changes cannot be saved.
        </p>
      )}
      <div className={styles.workspace}>
        <PagesPanel
          pages={pages}
          selectedId={page?.id ?? null}
          canEdit={canEdit}
          onSelect={openPage}
          onCreate={(title) =>
            run(async () => {
              const created = await pagesApi.createPage(title);
              await refreshList();
              await openPage(created.id);
            }, `Page “${title}” created`)
          }
          onRename={(id, title, slug) =>
            run(async () => {
              const current = pages.find((p) => p.id === id);
              await pagesApi.updatePage(id, { title, ...(current?.isHome ? {} : { slug }) });
              await refreshList();
              if (page?.id === id) setPage({ ...page, title, slug: current?.isHome ? '' : slug });
            }, 'Page renamed')
          }
          onMove={(id, direction) =>
            run(async () => {
              const ids = pages.map((p) => p.id);
              const from = ids.indexOf(id);
              const to = from + direction;
              if (to < 0 || to >= ids.length) return;
              [ids[from], ids[to]] = [ids[to]!, ids[from]!];
              setPages(await pagesApi.reorderPages(ids));
            }, 'Navigation order saved')
          }
          onDelete={(id) =>
            run(async () => {
              await pagesApi.deletePage(id);
              const list = await pagesApi.listPages();
              setPages(list);
              if (page?.id === id) {
                isDirty.current = false;
                const home = list.find((p) => p.isHome) ?? list[0];
                if (home) await openPage(home.id);
              }
            }, 'Page deleted')
          }
        />
        <main className={styles.editorArea}>
          {page ? (
            <PageEditor
              key={page.id}
              data={page.draft}
              title={page.title}
              isBusy={isBusy}
              canEdit={canEdit}
              canWriteScript={site?.role === WebsiteRole.admin}
              seoContext={{
                siteTitle: site?.website.title ?? '',
                siteDescription: site?.website.description ?? '',
                baseUrl: site?.website.baseUrl ?? '',
                pageTitle: page.title,
                slug: page.slug,
                isHome: page.slug === '',
              }}
              onChange={(data: Data) => {
                isDirty.current = JSON.stringify(data) !== savedJson.current;
              }}
              onSaveDraft={(data) =>
                run(async () => {
                  afterSave(await pagesApi.saveDraft(page.id, data));
                  await refreshList();
                }, 'Draft saved')
              }
              onPublish={(data) =>
                run(async () => {
                  afterSave(await pagesApi.publishPage(page.id, data));
                  await refreshList();
                }, 'Published. Visitors now see this version.')
              }
            />
          ) : (
            <p className={styles.loading}>Choose a page to edit.</p>
          )}
        </main>
        {isShowingGuide ? <Guide onClose={closeGuide} /> : null}
      </div>
    </div>
  );
}
