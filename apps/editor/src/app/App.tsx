// The config area: sign-in, then the shell (navigation, top bar) around the screen at the address:
// the page editor under /config/pages, the other screens from screens.tsx.

import { Permission } from '@folio/core/permissions';
import { WebsiteRole } from '@folio/core/roles';
import type { Data } from '@puckeditor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Route, Router, Switch, useLocation, useRoute } from 'wouter';
import { ApiError } from '../api-client.ts';
import { fetchMe, type Me, signOut } from '../features/auth/api/auth.ts';
import { SignIn } from '../features/auth/components/SignIn.tsx';
import { type EditorEvent, useEditorEvents } from '../features/editor-events/use-editor-events.ts';
import { Guide } from '../features/guide/Guide.tsx';
import * as pagesApi from '../features/pages/api/pages.ts';
import { PageEditor } from '../features/pages/components/PageEditor.tsx';
import { PagesPanel } from '../features/pages/components/PagesPanel.tsx';
import { pageSummariesKey } from '../features/pages/hooks/use-preview-chrome.ts';
import styles from './app.module.css';
import { useDrawerFocus } from './drawer-focus.ts';
import { focusNextScreen } from './Frame.tsx';
import { useGuardedLocation } from './guarded-location.ts';
import { useLeaveGuard } from './leave-guard.ts';
import { CONFIG_SCREENS, type ConfigScreen, PAGES_LABEL } from './screens.tsx';
import shell from './shell.module.css';

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

const UNSAVED_PAGE = 'This page has changes that are not saved. Leave it anyway?';

function describeEvent(event: EditorEvent): string {
  return `${event.by} ${EVENT_WORDS[event.type]}${event.title ? ` “${event.title}”` : ''}.`;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong';
}

/** AUTH-001: arriving from the public site, frameUrl names the page the owner was on. */
function startPageOf(list: pagesApi.PageSummary[]): pagesApi.PageSummary | undefined {
  const frameUrl = new URLSearchParams(window.location.search).get('frameUrl');
  const frameSlug = frameUrl
    ? new URL(frameUrl, window.location.origin).pathname.replace(/^\/+|\/+$/g, '')
    : null;
  return list.find((p) => p.slug === frameSlug) ?? list.find((p) => p.isHome) ?? list[0];
}

export function App() {
  return (
    <Router base="/config" hook={useGuardedLocation}>
      <ConfigArea />
    </Router>
  );
}

function ConfigArea() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [site, setSite] = useState<pagesApi.SiteInfo | null>(null);
  const [pages, setPages] = useState<pagesApi.PageSummary[]>([]);
  const [startId, setStartId] = useState<string | null>(null);
  const [page, setPage] = useState<pagesApi.PageDetail | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const [isBusy, setIsBusy] = useState(false);
  const [isShowingGuide, setIsShowingGuide] = useState(false);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  /** Issue 17: bumped when a revision is restored, so the page editor opens on the restored draft. */
  const [restoreCount, setRestoreCount] = useState(0);
  const closeGuide = useCallback(() => setIsShowingGuide(false), []);
  const savedJson = useRef('');
  const isDirty = useRef(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [, pageParams] = useRoute<{ id: string }>('/pages/:id');
  const isPagesScreen = location === '/' || location === '/pages' || pageParams !== null;
  const wantedPageId = isPagesScreen ? (pageParams?.id ?? startId) : null;

  useEffect(() => {
    fetchMe()
      .then(setMe)
      .catch(() => setMe(null));
  }, []);

  useEffect(() => {
    if (!me) return;
    Promise.all([pagesApi.fetchSite(), pagesApi.listPages()])
      .then(([info, list]) => {
        setSite(info);
        setPages(list);
        // The page editor's preview reads the same list: it need not wait for a second request.
        queryClient.setQueryData(pageSummariesKey, list);
        setStartId(startPageOf(list)?.id ?? null);
      })
      .catch((error: unknown) => setStatus({ kind: 'error', text: messageOf(error) }));
  }, [me, queryClient]);

  // The page at the address is the one edited; leaving the Pages screen lets it go, so coming
  // back loads what was saved.
  useEffect(() => {
    if (!wantedPageId) {
      setPage(null);
      return;
    }
    let isCurrent = true;
    pagesApi
      .getPage(wantedPageId)
      .then((detail) => {
        if (!isCurrent) return;
        savedJson.current = JSON.stringify(detail.draft);
        isDirty.current = false;
        setPage(detail);
      })
      .catch((error: unknown) => {
        if (isCurrent) setStatus({ kind: 'error', text: messageOf(error) });
      });
    return () => {
      isCurrent = false;
    };
  }, [wantedPageId]);

  // Leaving the page editor for another page or screen asks first, as closing the tab does.
  useLeaveGuard(() => {
    if (!isDirty.current) return true;
    if (!window.confirm(UNSAVED_PAGE)) return false;
    isDirty.current = false;
    return true;
  });
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const screen = CONFIG_SCREENS.find((s) => location === s.path || location.startsWith(`${s.path}/`));
  const screenLabel = isPagesScreen ? PAGES_LABEL : (screen?.label ?? 'Not found');
  const siteTitle = site?.website.title ?? '';
  useEffect(() => {
    document.title = [screenLabel, siteTitle, 'Folio'].filter(Boolean).join(' · ');
  }, [screenLabel, siteTitle]);

  // The drawer (below 1024 px, 1280 px on the Pages screen) keeps focus while open (drawer-focus.ts).
  const closeDrawer = useCallback(() => setIsDrawerOpen(false), []);
  const returnFocusToMenu = useDrawerFocus({ isOpen: isDrawerOpen, drawer, menuButton, close: closeDrawer });
  // Choosing a screen or a page in the drawer closes it; focus goes to what was chosen (the
  // screen's heading), not to the body, as the link it was on has gone.
  const wasDrawerOpen = useRef(false);
  wasDrawerOpen.current = isDrawerOpen;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what changed
  useEffect(() => {
    if (!wasDrawerOpen.current) return;
    setIsDrawerOpen(false);
    if (isPagesScreen) returnFocusToMenu();
    else focusNextScreen();
  }, [location]);

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

  const canEdit = site?.canEdit ?? me.canEdit;
  // noredirect: a signed-in owner would otherwise be sent straight back here (AUTH-011).
  const viewUrl = `${page && isPagesScreen ? `/${page.slug}` : '/'}?noredirect`;
  const shownScreens = CONFIG_SCREENS.filter((s) => s.isAllowed(permissions));
  const openPage = (id: string) => {
    if (id !== page?.id) navigate(`/pages/${id}`);
  };

  const pagesPanel = (
    <PagesPanel
      pages={pages}
      selectedId={page?.id ?? null}
      canEdit={canEdit}
      onSelect={openPage}
      onCreate={(title) =>
        run(async () => {
          const created = await pagesApi.createPage(title);
          await refreshList();
          openPage(created.id);
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
            if (home) navigate(`/pages/${home.id}`, { replace: true });
          }
        }, 'Page deleted')
      }
    />
  );

  const pagesScreen = (
    <div className={shell.pagesScreen}>
      <p className={shell.smallScreenNote} role="note">
        Editing pages is easiest on a larger screen. Everything else here works on your phone.
      </p>
      {page ? (
        <PageEditor
          key={`${page.id}:${restoreCount}`}
          revisions={{
            pageId: page.id,
            canChangeRetention: permissions.includes(Permission.settingsGeneral),
            onRestored: (detail) => {
              // Issue 17: the restored revision is the draft now; the editor opens on it.
              afterSave(detail);
              setPage((current) =>
                current && current.id === detail.id ? { ...current, draft: detail.draft } : current,
              );
              setRestoreCount((n) => n + 1);
              setStatus({
                kind: 'ok',
                text: 'Revision restored as the draft. Publish to show it to visitors.',
              });
              refreshList().catch(() => undefined);
            },
          }}
          data={page.draft}
          title={page.title}
          isBusy={isBusy}
          canEdit={canEdit}
          canWriteScript={site?.role === WebsiteRole.admin}
          seoContext={{
            siteTitle,
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
        <p className={styles.loading}>{site ? 'Choose a page to edit.' : 'Loading…'}</p>
      )}
    </div>
  );

  return (
    <div className={isPagesScreen ? shell.editing : shell.shell}>
      <div id="config-drawer" ref={drawer} className={isDrawerOpen ? shell.sidebarOpen : shell.sidebar}>
        <nav className={shell.nav} aria-label="Config area">
          <div className={shell.brandRow}>
            <span className={styles.brand}>Folio</span>
            <span className={shell.siteName}>{siteTitle}</span>
          </div>
          <ul className={shell.navList}>
            <NavItem href="/pages" label={PAGES_LABEL} isCurrent={isPagesScreen} />
            {shownScreens.map((s) => (
              <NavItem key={s.path} href={s.path} label={s.label} isCurrent={s === screen} />
            ))}
          </ul>
        </nav>
        {isPagesScreen ? pagesPanel : null}
      </div>
      {isDrawerOpen ? (
        <div className={shell.backdrop} aria-hidden="true" onClick={() => setIsDrawerOpen(false)} />
      ) : null}
      <div className={shell.main} inert={isDrawerOpen || undefined}>
        <header className={styles.topBar}>
          <div className={styles.topLeft}>
            <button
              ref={menuButton}
              type="button"
              className={shell.menuButton}
              aria-expanded={isDrawerOpen}
              aria-controls="config-drawer"
              onClick={() => setIsDrawerOpen((v) => !v)}
            >
              Menu
            </button>
            <h1 className={shell.screenName}>{screenLabel}</h1>
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
        {canEdit ? null : (
          <p className={styles.viewOnly} role="note">
            You have view-only access to this site. Changes cannot be saved.
          </p>
        )}
        {/* PAGE-023: a resold site in its grace period says so (the server words it). */}
        {site?.website.statusNotice ? (
          <p className={styles.viewOnly} role="note">
            {site.website.statusNotice}
          </p>
        ) : null}
        <div className={styles.workspace}>
          <main className={shell.content}>
            {site ? (
              <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
                <Switch>
                  <Route path="/">{pagesScreen}</Route>
                  <Route path="/pages">{pagesScreen}</Route>
                  <Route path="/pages/:id">{pagesScreen}</Route>
                  {CONFIG_SCREENS.map((s) => (
                    <Route key={s.path} path={s.path} nest>
                      {s.isAllowed(permissions) ? (
                        s.render({
                          permissions,
                          pages,
                          onSiteTitleSaved: (title) =>
                            setSite((current) =>
                              current ? { ...current, website: { ...current.website, title } } : current,
                            ),
                        })
                      ) : (
                        <NotAllowed screen={s} />
                      )}
                    </Route>
                  ))}
                  <Route>
                    <NoSuchScreen />
                  </Route>
                </Switch>
              </Suspense>
            ) : (
              <p className={styles.loading}>Loading…</p>
            )}
          </main>
          {isShowingGuide ? <Guide onClose={closeGuide} /> : null}
        </div>
      </div>
    </div>
  );
}

function NavItem({ href, label, isCurrent }: { href: string; label: string; isCurrent: boolean }) {
  return (
    <li>
      <Link
        href={href}
        className={isCurrent ? shell.navLinkCurrent : shell.navLink}
        aria-current={isCurrent ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
}

function NotAllowed({ screen }: { screen: ConfigScreen }) {
  return (
    <section className={shell.screenScroll} aria-labelledby="not-allowed-title">
      <h2 id="not-allowed-title" className={shell.screenTitle}>
        {screen.label}
      </h2>
      <p className={styles.dialogText}>Your role on this site does not include {screen.label}.</p>
    </section>
  );
}

function NoSuchScreen() {
  return (
    <section className={shell.screenScroll} aria-labelledby="no-such-screen-title">
      <h2 id="no-such-screen-title" className={shell.screenTitle}>
        There is nothing here
      </h2>
      <p className={styles.dialogText}>
        This address is not a part of the config area. <Link href="/pages">Go to your pages</Link>.
      </p>
    </section>
  );
}
