import {
  type Config,
  createUsePuck,
  type Data,
  outlinePlugin,
  type Plugin,
  Puck,
  useGetPuck,
} from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import type { SiteHeaderSettings } from '@folio/core/header-footer';
import {
  canvasRichText,
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
  memo,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styles from '../../../app/app.module.css';
import { ChartDatasetField } from '../../charts/components/ChartDatasetField.tsx';
import { SummaryCanvas } from '../../collections/components/SummaryCanvas.tsx';
import { SummaryCollectionPicker } from '../../collections/components/SummaryCollectionPicker.tsx';
import { useDesign } from '../../design/api/queries.ts';
import { SectionThemeField } from '../../design/components/SectionThemeField.tsx';
import { applyDesignToDocument } from '../../design/preview.ts';
import { CollectionPicker } from '../../galleries/components/CollectionPicker.tsx';
import { useGalleryCollections } from '../../galleries/hooks/use-gallery-collections.ts';
import { MapCanvas } from '../../maps/components/MapCanvas.tsx';
import { MapLocationField } from '../../maps/components/MapLocationField.tsx';
import { ImageField } from '../../media/components/ImageField.tsx';
import { useHeaderFooter } from '../../navigation/api/queries.ts';
import type { PageDetail } from '../api/pages.ts';
import { type CanvasView, DEVICES, deviceOf, puckViewport, readView } from '../canvas-view.ts';
import { usePageSummaries, usePreviewChrome } from '../hooks/use-preview-chrome.ts';
import { CanvasToolbar } from './CanvasToolbar.tsx';
import { withTextareaMaxLength } from './form-builder-config.tsx';
import { withScriptHtmlLocked } from './locked-script-html.tsx';
import layout from './page-editor.module.css';
import { type SeoPageContext, SeoPageContextValue, SeoSettings } from './SeoSettings.tsx';

/**
 * Issue 16 part 1, UI-096: the preview opens at the canvas's own width (no scaling down to fit a
 * desktop); CanvasToolbar (over Puck's own controls, hidden) switches devices and zooms.
 */
const VIEWPORTS = DEVICES.map((d) => ({ ...puckViewport(d), label: d.label }));
const initialUi = (view: CanvasView) => ({
  // Puck would otherwise choose its first left-panel tab in an effect, rendering everything again.
  plugin: { current: 'blocks' },
  viewports: { current: puckViewport(deviceOf(view.device)), controlsVisible: false, options: [] },
});

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
  /**
   * Issue 17 part 4: the page whose revisions the Revisions dialog lists, whether it offers the
   * site's retention setting (general settings permission), and what happens once one is restored
   * (the server's page, its draft now that revision); for a collection item's body, its item's.
   * Without them the editor has no Revisions button.
   */
  revisions?: {
    pageId: string;
    /** Issue 17 part 4: a collection item's revisions (pageId is the item's id, onRestored gets the item). */
    collectionId?: string;
    canChangeRetention: boolean;
    onRestored: (page: PageDetail) => void;
  };
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

/**
 * Puck renders every tab of its left panel at once, the hidden ones too: its Outline builds a
 * layer tree of every block (a virtualised list that measures itself) before the page is ready.
 * Here the Outline is built the first time the owner opens its tab, and kept from then on.
 */
const puckOutline = outlinePlugin();
function OutlineOnceShown() {
  const isShown = usePuck((s) => s.appState.ui.plugin?.current === 'outline');
  const [wasShown, setWasShown] = useState(false);
  if (isShown && !wasShown) setWasShown(true);
  const Outline = puckOutline.render!;
  return isShown || wasShown ? <Outline /> : null;
}
// Puck's type wants an element; a plugin's render is rendered as a component, so null is fine.
const PLUGINS: Plugin[] = [{ ...puckOutline, render: OutlineOnceShown as () => ReactElement }];

/** The header's panel (the Navigation screen's form) loads when the owner first opens it. */
const HeaderPanel = lazy(() =>
  import('../../navigation/components/HeaderPanel.tsx').then((m) => ({ default: m.HeaderPanel })),
);

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
const config: Config = withTextareaMaxLength({
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
    // Issue 17 part 2: the canvas shows the server's rendering of the block (EDIT-079).
    Summary: {
      ...editorConfig.components.Summary!,
      fields: {
        ...editorConfig.components.Summary!.fields,
        collectionId: {
          type: 'custom',
          label: 'Collection',
          render: ({ value, onChange, readOnly }) => (
            <SummaryCollectionPicker
              value={typeof value === 'string' ? value : ''}
              readOnly={readOnly}
              onChange={onChange}
            />
          ),
        },
      },
      render: (props) => <SummaryCanvas {...props} />,
    },
    // Issue 19 (docs/decisions/055): the Chart's data is pasted or uploaded as CSV (EDIT-048..052).
    Chart: {
      ...editorConfig.components.Chart!,
      fields: {
        ...editorConfig.components.Chart!.fields,
        dataset: {
          type: 'custom',
          label: 'Data',
          render: ({ value, onChange, readOnly }) => (
            <ChartDatasetField value={value} readOnly={readOnly} onChange={onChange} />
          ),
        },
      },
    },
    // Issue 19 (decision 052): the map's location by place search, or typed.
    Map: {
      ...editorConfig.components.Map!,
      render: (props) => <MapCanvas props={props} render={editorConfig.components.Map!.render!} />,
      fields: {
        ...editorConfig.components.Map!.fields,
        location: {
          type: 'custom',
          label: 'Location',
          render: ({ value, onChange, readOnly }) => (
            <MapLocationField value={value} readOnly={readOnly} onChange={onChange} />
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
});

export function PageEditor(props: PageEditorProps) {
  // The canvas renders the Gallery blocks with their collections, fetched from the config API.
  const [galleryIds, setGalleryIds] = useState(() => pageGalleryCollectionIds(props.data as never));
  const galleries = useGalleryCollections(galleryIds);
  // Issue 16 parts 1 and 3: the site's header and footer around the page, each editable on a click.
  const [editing, setEditing] = useState<'header' | 'footer' | null>(null);
  const onEdit = useCallback((part: 'header' | 'footer') => setEditing(part), []);
  // Issue 16 part 3: the header panel's unsaved changes show in the preview (none once it closes).
  const [draftHeader, setDraftHeader] = useState<SiteHeaderSettings | null>(null);
  const { chrome, store } = usePreviewChrome({
    slug: props.seoContext.slug,
    onEdit: props.canEdit ? onEdit : undefined,
    draftHeader: editing === 'header' ? draftHeader : null,
  });
  const pages = usePageSummaries();
  const headerFooter = useHeaderFooter();
  const [isRevisionsOpen, setIsRevisionsOpen] = useState(false);
  const hasRevisions = props.revisions !== undefined;
  // Puck gets callbacks that stay the same (they call the latest props), so it is not rendered again.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const onChange = useCallback((data: Data) => {
    const ids = pageGalleryCollectionIds(data as never);
    setGalleryIds((known) => (known.join() === ids.join() ? known : ids));
    latest.current.onChange(data);
  }, []);
  const actions = useMemo<HeaderActionsProps>(
    () => ({
      canEdit: props.canEdit,
      isBusy: props.isBusy,
      onSaveDraft: (data) => latest.current.onSaveDraft(data),
      onPublish: (data) => latest.current.onPublish(data),
      onOpenRevisions: hasRevisions ? () => setIsRevisionsOpen(true) : undefined,
    }),
    [props.canEdit, props.isBusy, hasRevisions],
  );
  return (
    <SeoPageContextValue.Provider value={props.seoContext}>
      <GalleryContext.Provider value={galleries}>
        <StoreContext.Provider value={store}>
          <PreviewChromeContext.Provider value={chrome}>
            <EditingContext.Provider value={editing}>
              <div className={layout.withPanel}>
                <div className={layout.editor}>
                  <HeaderActionsContext.Provider value={actions}>
                    <PageEditorPuck
                      data={props.data}
                      title={props.title}
                      canEdit={props.canEdit}
                      canWriteScript={props.canWriteScript}
                      onChange={onChange}
                    />
                  </HeaderActionsContext.Provider>
                </div>
                {editing === 'header' ? (
                  <Suspense fallback={null}>
                    <HeaderPanel
                      pages={pages.data ?? []}
                      onClose={() => setEditing(null)}
                      onDraft={setDraftHeader}
                    />
                  </Suspense>
                ) : null}
              </div>
              {isRevisionsOpen && props.revisions ? (
                <Suspense fallback={null}>
                  <RevisionsDialog
                    pageId={props.revisions.pageId}
                    collectionId={props.revisions.collectionId}
                    pageTitle={props.title}
                    canEdit={props.canEdit}
                    canChangeRetention={props.revisions.canChangeRetention}
                    onRestored={props.revisions.onRestored}
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

/**
 * Issue 16 (docs/decisions/029): the canvas shows rich text as the published page does, sanitised
 * HTML, rather than through Puck's TipTap renderer; TipTap loads when a text's fields are opened.
 */
const FIELD_TRANSFORMS = { richtext: canvasRichText };

type HeaderActionsProps = Pick<PageEditorProps, 'canEdit' | 'isBusy' | 'onSaveDraft' | 'onPublish'> & {
  onOpenRevisions: (() => void) | undefined;
};
const HeaderActionsContext = createContext<HeaderActionsProps | null>(null);

/** Puck's own actions (its span-like Publish) are replaced, not shown. */
function HeaderActions() {
  const actions = useContext(HeaderActionsContext);
  const [canvasView] = useState(() => readView(sessionStorage));
  if (!actions) return null;
  return (
    <>
      <EscapeTogglesPanel />
      <SidebarsMakeRoom />
      <CanvasToolbar initial={canvasView} />
      {actions.onOpenRevisions ? <RevisionsButton onOpen={actions.onOpenRevisions} /> : null}
      {actions.canEdit ? (
        <>
          <SaveDraftButton onSaveDraft={actions.onSaveDraft} isBusy={actions.isBusy} />
          <PublishButton onPublish={actions.onPublish} isBusy={actions.isBusy} />
        </>
      ) : (
        <span className={styles.viewOnlyBadge}>View only</span>
      )}
    </>
  );
}

/**
 * One object for the editor's whole life (issue 16): Puck copies its overrides into its store when
 * they change, and every block in the canvas reads them from there, so a new object on each render
 * (an inline literal) made all the page's blocks render again whenever the page editor did.
 */
const OVERRIDES = { iframe: PreviewIframe, headerActions: HeaderActions as () => ReactElement };

type PuckProps = Pick<PageEditorProps, 'data' | 'title' | 'canEdit' | 'canWriteScript' | 'onChange'>;

/**
 * Puck itself, rendered again only when what it is given changes: the page editor's own renders
 * (each query the preview reads arriving, the status line) stay outside.
 */
const PageEditorPuck = memo(function PageEditorPuck(props: PuckProps) {
  const { canWriteScript } = props;
  const puckConfig = useMemo(
    () => (canWriteScript ? config : withScriptHtmlLocked(config, scriptHtmlPropsByBlock())),
    [canWriteScript],
  );
  // The device and zoom chosen earlier in this browser session (the toolbar reads the same).
  const [ui] = useState(() => initialUi(readView(sessionStorage)));
  return (
    <Puck
      config={puckConfig}
      data={props.data}
      headerTitle={props.title}
      viewports={VIEWPORTS}
      ui={ui}
      fieldTransforms={FIELD_TRANSFORMS}
      plugins={PLUGINS}
      onChange={props.onChange}
      height="100%"
      permissions={props.canEdit ? undefined : READ_ONLY}
      overrides={OVERRIDES}
    />
  );
});
