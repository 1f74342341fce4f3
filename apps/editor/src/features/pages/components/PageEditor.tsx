import { type Config, createUsePuck, type Data, Puck, useGetPuck } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import {
  editorConfig,
  GalleryContext,
  PreviewChromeContext,
  pageGalleryCollectionIds,
  previewBaseCss,
  StoreContext,
  scriptHtmlPropsByBlock,
} from '@folio/site/editor';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import styles from '../../../app/app.module.css';
import { useDesign } from '../../design/api/queries.ts';
import { SectionThemeField } from '../../design/components/SectionThemeField.tsx';
import { applyDesignToDocument } from '../../design/preview.ts';
import { CollectionPicker } from '../../galleries/components/CollectionPicker.tsx';
import { useGalleryCollections } from '../../galleries/hooks/use-gallery-collections.ts';
import { ImageField } from '../../media/components/ImageField.tsx';
import { useHeaderFooter } from '../../navigation/api/queries.ts';
import { HeaderPanel } from '../../navigation/components/HeaderPanel.tsx';
import type { PageDetail } from '../api/pages.ts';
import { usePageSummaries, usePreviewChrome } from '../hooks/use-preview-chrome.ts';
import { withScriptHtmlLocked } from './locked-script-html.tsx';
import layout from './page-editor.module.css';
import { type SeoPageContext, SeoPageContextValue, SeoSettings } from './SeoSettings.tsx';

/**
 * Issue 16 part 1: the preview opens at the canvas's own width (100%: no scaling down to fit a
 * 1280 px desktop), and the device views show the page at a desktop's, a tablet's and a phone's
 * width (UI-097: phones up to 432 px), scaled only when the canvas is narrower.
 */
const VIEWPORTS = [
  { width: '100%' as const, label: 'Fit width', icon: 'FullWidth' as const },
  { width: 1280, label: 'Desktop', icon: 'Monitor' as const },
  { width: 768, label: 'Tablet', icon: 'Tablet' as const },
  { width: 390, label: 'Phone', icon: 'Smartphone' as const },
];
const INITIAL_UI = {
  viewports: {
    current: { width: '100%' as const, height: 'auto' as const },
    controlsVisible: true,
    options: [],
  },
};

/**
 * The canvas's iframe gets the published site's element defaults (base.css: body type, links,
 * focus ring), which the editor's own page does not load as they would restyle the editor itself,
 * and the site's design (issue 16 part 2: its colours, fonts and tokens, every colour theme a
 * Section may take), so the preview is what visitors see; a saved design reaches it at once.
 */
function PreviewIframe({ children, document: frameDocument }: { children: ReactNode; document?: Document }) {
  const design = useDesign().data?.design;
  useEffect(() => {
    if (!frameDocument || frameDocument.getElementById('folio-site-base')) return;
    const style = frameDocument.createElement('style');
    style.id = 'folio-site-base';
    style.textContent = previewBaseCss;
    frameDocument.head.appendChild(style);
  }, [frameDocument]);
  useEffect(() => {
    // The editor's own body colours are copied into the frame with its stylesheet: the site's win.
    if (frameDocument && design)
      applyDesignToDocument(
        frameDocument,
        design,
        'body{background:var(--color-paper);color:var(--color-text)}',
      );
  }, [frameDocument, design]);
  return <>{children}</>;
}

export interface PageEditorProps {
  data: Data;
  title: string;
  isBusy: boolean;
  /** A viewer (role 10) looks but cannot change: no Save draft or Publish, no editing in Puck. */
  canEdit: boolean;
  /** Issue 14 item 5: only an admin may change HTML that runs as script; others see it read-only. */
  canWriteScript: boolean;
  onChange: (data: Data) => void;
  onSaveDraft: (data: Data) => void;
  onPublish: (data: Data) => void;
  /** What the Page panel's search preview shows besides the page's SEO fields (issue 16 part 5). */
  seoContext: SeoPageContext;
  /** Issue 17 part 4: the page whose revisions the Revisions dialog lists. */
  pageId: string;
  /** Whether the Revisions dialog offers the site's retention setting (general settings permission). */
  canChangeRetention: boolean;
  /** A revision was restored: the server's page, its draft now that revision. */
  onRestored: (page: PageDetail) => void;
}

function RevisionsButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className={styles.secondarySmall} onClick={onOpen}>
      Revisions
    </button>
  );
}

function SaveDraftButton({ onSaveDraft, isBusy }: Pick<PageEditorProps, 'onSaveDraft' | 'isBusy'>) {
  const getPuck = useGetPuck();
  return (
    <button
      type="button"
      className={styles.secondarySmall}
      disabled={isBusy}
      onClick={() => onSaveDraft(getPuck().appState.data)}
    >
      Save draft
    </button>
  );
}

/**
 * Puck's own Publish control is a <span> (its Button without a type), out of the keyboard's reach;
 * this one is a real button.
 */
function PublishButton({ onPublish, isBusy }: Pick<PageEditorProps, 'onPublish' | 'isBusy'>) {
  const getPuck = useGetPuck();
  return (
    <button
      type="button"
      className={styles.publish}
      disabled={isBusy}
      onClick={() => onPublish(getPuck().appState.data)}
    >
      Publish
    </button>
  );
}

// Puck 0.23: usePuck() without a selector warns on every mount and re-renders on every change.
const usePuck = createUsePuck();

/** AUTH-006: inside the config area, Escape toggles the panel. */
function EscapeTogglesPanel() {
  const leftVisible = usePuck((s) => s.appState.ui.leftSideBarVisible);
  const dispatch = usePuck((s) => s.dispatch);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      dispatch({ type: 'setUi', ui: { leftSideBarVisible: !leftVisible } });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, leftVisible]);
  return null;
}

/** Issue 17 part 4: the Revisions dialog loads when the owner first opens it. */
const RevisionsDialog = lazy(() =>
  import('../../revisions/components/RevisionsDialog.tsx').then((m) => ({ default: m.RevisionsDialog })),
);

/** The footer's own editor loads when the owner first opens it. */
const FooterEditor = lazy(() =>
  import('../../navigation/components/FooterEditor.tsx').then((m) => ({ default: m.FooterEditor })),
);

/** Whether a header or footer editor is open beside the preview (PageEditor's state). */
const EditingContext = createContext<'header' | 'footer' | null>(null);

/**
 * The header panel needs room beside the preview: while it is open, Puck's side bars fold away
 * (the canvas keeps a legible width), and come back as they were when it closes.
 */
function SidebarsMakeRoom() {
  const editing = useContext(EditingContext);
  const dispatch = usePuck((s) => s.dispatch);
  const getPuck = useGetPuck();
  useEffect(() => {
    if (editing !== 'header') return;
    const { leftSideBarVisible, rightSideBarVisible } = getPuck().appState.ui;
    dispatch({ type: 'setUi', ui: { leftSideBarVisible: false, rightSideBarVisible: false } });
    return () => dispatch({ type: 'setUi', ui: { leftSideBarVisible, rightSideBarVisible } });
  }, [editing, dispatch, getPuck]);
  return null;
}

/**
 * The Image block's picture comes from the Media library (issue 14 item 22). Choosing one sets the
 * block's address and its alt text together, from the library item.
 */
function ImageSourceField({
  value,
  readOnly,
  onChange,
}: {
  value: unknown;
  readOnly?: boolean;
  onChange: (value: string) => void;
}) {
  const getPuck = useGetPuck();
  return (
    <ImageField
      value={typeof value === 'string' ? value : ''}
      readOnly={readOnly}
      onChange={onChange}
      onChoose={(media) => {
        const { selectedItem, getSelectorForId, dispatch } = getPuck();
        const selector = selectedItem ? getSelectorForId(selectedItem.props.id) : undefined;
        if (!selectedItem || !selector) return onChange(media.url);
        dispatch({
          type: 'replace',
          destinationIndex: selector.index,
          destinationZone: selector.zone,
          data: { ...selectedItem, props: { ...selectedItem.props, src: media.url, alt: media.alt } },
        });
      }}
    />
  );
}

/** The Gallery block's collection is chosen from the site's galleries, not typed. */
const config: Config = {
  ...editorConfig,
  // Issue 16 part 5: the page's search and sharing settings, with the page title in the Page panel.
  root: {
    ...editorConfig.root,
    fields: {
      ...editorConfig.root?.fields,
      seo: {
        type: 'custom',
        label: 'Search and sharing',
        render: ({ value, onChange, readOnly }) => (
          <SeoSettings value={value} readOnly={readOnly} onChange={onChange} />
        ),
      },
    },
  },
  components: {
    ...editorConfig.components,
    Image: {
      ...editorConfig.components.Image!,
      fields: {
        ...editorConfig.components.Image!.fields,
        src: {
          type: 'custom',
          label: 'Image',
          render: ({ value, onChange, readOnly }) => (
            <ImageSourceField value={value} readOnly={readOnly} onChange={onChange} />
          ),
        },
      },
    },
    // Issue 16 part 2: a section takes any colour theme of the site's design, the owner's own too.
    Section: {
      ...editorConfig.components.Section!,
      fields: {
        ...editorConfig.components.Section!.fields,
        colorTheme: {
          type: 'custom',
          label: 'Colour theme',
          render: ({ value, onChange, readOnly }) => (
            <SectionThemeField value={value} readOnly={readOnly} onChange={onChange} />
          ),
        },
      },
    },
    Gallery: {
      ...editorConfig.components.Gallery!,
      fields: {
        ...editorConfig.components.Gallery!.fields,
        collectionId: {
          type: 'custom',
          label: 'Gallery',
          render: ({ value, onChange }) => (
            <CollectionPicker value={typeof value === 'string' ? value : ''} onChange={onChange} />
          ),
        },
      },
    },
  },
};

export function PageEditor(props: PageEditorProps) {
  // The canvas renders the Gallery blocks with their collections, fetched from the config API.
  const [galleryIds, setGalleryIds] = useState(() => pageGalleryCollectionIds(props.data as never));
  const galleries = useGalleryCollections(galleryIds);
  // Issue 16 parts 1 and 3: the site's header and footer around the page, each editable on a click.
  const [editing, setEditing] = useState<'header' | 'footer' | null>(null);
  const onEdit = useCallback((part: 'header' | 'footer') => setEditing(part), []);
  const { chrome, store } = usePreviewChrome({
    slug: props.seoContext.slug,
    onEdit: props.canEdit ? onEdit : undefined,
  });
  const pages = usePageSummaries();
  const headerFooter = useHeaderFooter();
  const [isRevisionsOpen, setIsRevisionsOpen] = useState(false);
  return (
    <SeoPageContextValue.Provider value={props.seoContext}>
      <GalleryContext.Provider value={galleries}>
        <StoreContext.Provider value={store}>
          <PreviewChromeContext.Provider value={chrome}>
            <EditingContext.Provider value={editing}>
              <div className={layout.withPanel}>
                <div className={layout.editor}>
                  <PageEditorPuck
                    {...props}
                    onOpenRevisions={() => setIsRevisionsOpen(true)}
                    onChange={(data) => {
                      const ids = pageGalleryCollectionIds(data as never);
                      setGalleryIds((known) => (known.join() === ids.join() ? known : ids));
                      props.onChange(data);
                    }}
                  />
                </div>
                {editing === 'header' ? (
                  <HeaderPanel pages={pages.data ?? []} onClose={() => setEditing(null)} />
                ) : null}
              </div>
              {isRevisionsOpen ? (
                <Suspense fallback={null}>
                  <RevisionsDialog
                    pageId={props.pageId}
                    pageTitle={props.title}
                    canEdit={props.canEdit}
                    canChangeRetention={props.canChangeRetention}
                    onRestored={props.onRestored}
                    onClose={() => setIsRevisionsOpen(false)}
                  />
                </Suspense>
              ) : null}
              {editing === 'footer' && chrome && headerFooter.data ? (
                <Suspense fallback={null}>
                  <FooterEditor
                    saved={headerFooter.data}
                    site={{
                      title: chrome.title,
                      footer: {
                        description: chrome.footer.description,
                        social: chrome.footer.social,
                        business: chrome.footer.business,
                      },
                    }}
                    onClose={() => setEditing(null)}
                  />
                </Suspense>
              ) : null}
            </EditingContext.Provider>
          </PreviewChromeContext.Provider>
        </StoreContext.Provider>
      </GalleryContext.Provider>
    </SeoPageContextValue.Provider>
  );
}

const READ_ONLY = { drag: false, duplicate: false, delete: false, edit: false, insert: false };

function PageEditorPuck(props: PageEditorProps & { onOpenRevisions: () => void }) {
  const { canWriteScript } = props;
  const puckConfig = useMemo(
    () => (canWriteScript ? config : withScriptHtmlLocked(config, scriptHtmlPropsByBlock())),
    [canWriteScript],
  );
  return (
    <Puck
      config={puckConfig}
      data={props.data}
      headerTitle={props.title}
      viewports={VIEWPORTS}
      ui={INITIAL_UI}
      onChange={props.onChange}
      onPublish={props.onPublish}
      height="100%"
      permissions={props.canEdit ? undefined : READ_ONLY}
      overrides={{
        iframe: PreviewIframe,
        // Puck's own actions (its span-like Publish) are replaced, not shown.
        headerActions: () => (
          <>
            <EscapeTogglesPanel />
            <SidebarsMakeRoom />
            <RevisionsButton onOpen={props.onOpenRevisions} />
            {props.canEdit ? (
              <>
                <SaveDraftButton onSaveDraft={props.onSaveDraft} isBusy={props.isBusy} />
                <PublishButton onPublish={props.onPublish} isBusy={props.isBusy} />
              </>
            ) : (
              <span className={styles.viewOnlyBadge}>View only</span>
            )}
          </>
        ),
      }}
    />
  );
}
