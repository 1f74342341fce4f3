import { type Config, type Data, Puck, useGetPuck, usePuck } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import {
  editorConfig,
  GalleryContext,
  pageGalleryCollectionIds,
  scriptHtmlPropsByBlock,
} from '@folio/site/editor';
import { useEffect, useMemo, useState } from 'react';
import styles from '../../../app/app.module.css';
import { CollectionPicker } from '../../galleries/components/CollectionPicker.tsx';
import { useGalleryCollections } from '../../galleries/hooks/use-gallery-collections.ts';
import { withScriptHtmlLocked } from './locked-script-html.tsx';

const VIEWPORTS = [
  { width: 1280, label: 'Desktop', icon: 'Monitor' as const },
  { width: 768, label: 'Tablet', icon: 'Tablet' as const },
  { width: 375, label: 'Phone', icon: 'Smartphone' as const },
];

export interface PageEditorProps {
  data: Data;
  title: string;
  isBusy: boolean;
  /** Issue 14 item 5: only an admin may change HTML that runs as script; others see it read-only. */
  canWriteScript: boolean;
  onChange: (data: Data) => void;
  onSaveDraft: (data: Data) => void;
  onPublish: (data: Data) => void;
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

/** AUTH-006: inside the config area, Escape toggles the panel. */
function EscapeTogglesPanel() {
  const leftVisible = usePuck().appState.ui.leftSideBarVisible;
  const dispatch = usePuck().dispatch;
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

/** The Gallery block's collection is chosen from the site's galleries, not typed. */
const config: Config = {
  ...editorConfig,
  components: {
    ...editorConfig.components,
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
  return (
    <GalleryContext.Provider value={galleries}>
      <PageEditorPuck
        {...props}
        onChange={(data) => {
          const ids = pageGalleryCollectionIds(data as never);
          setGalleryIds((known) => (known.join() === ids.join() ? known : ids));
          props.onChange(data);
        }}
      />
    </GalleryContext.Provider>
  );
}

function PageEditorPuck(props: PageEditorProps) {
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
      onChange={props.onChange}
      onPublish={props.onPublish}
      height="100%"
      overrides={{
        headerActions: ({ children }) => (
          <>
            <EscapeTogglesPanel />
            <SaveDraftButton onSaveDraft={props.onSaveDraft} isBusy={props.isBusy} />
            {children}
          </>
        ),
      }}
    />
  );
}
