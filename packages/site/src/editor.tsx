// Entry point for apps/editor: the Puck config that renders the very blocks visitors see.
// The design tokens come along so blocks look the same in the editor's canvas; the site's
// element defaults (src/styles/base.css) are left out, as they would restyle the editor itself.
import './styles/tokens.css';
import type { Config } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { PreviewFrame } from './editor-preview/editor-chrome.tsx';
import { editorConfig as blocksConfig } from './puck-config.tsx';
import previewBaseCss from './styles/base.css?inline';

export { GalleryContext } from './blocks/Gallery/gallery-context.ts';
export { MapCanvasContext } from './blocks/Map/map-canvas-context.ts';
export { canvasRichText } from './editor-preview/canvas-rich-text.ts';
export {
  type FooterEditorSite,
  FooterEditorSiteContext,
  footerEditorConfig,
  type PreviewChrome,
  PreviewChromeContext,
} from './editor-preview/editor-chrome.tsx';
export { pageGalleryCollectionIds } from './page-blocks.ts';
export { PAGE_SCHEMA_VERSION } from './schema-version.ts';
export { scriptHtmlPropsByBlock } from './script-html.ts';
export { StoreContext, type StoreData } from './store/store-context.ts';
/** The published site's element defaults, for the editor's canvas iframe only. */
export { previewBaseCss };

/** The blocks' config; in the canvas the page shows inside the site's header and footer. */
export const editorConfig: Config = {
  ...blocksConfig,
  root: {
    ...blocksConfig.root,
    render: ({ children }: { children: ReactNode }) => <PreviewFrame>{children}</PreviewFrame>,
  },
};
