// Entry point for apps/editor: the Puck config that renders the very blocks visitors see.
// The design tokens come along so blocks look the same in the editor's canvas; the site's
// element defaults (src/styles/base.css) are left out, as they would restyle the editor itself.
import './styles/tokens.css';

export { GalleryContext } from './blocks/Gallery/gallery-context.ts';
export { pageGalleryCollectionIds } from './page-blocks.ts';
export { editorConfig } from './puck-config.tsx';
export { PAGE_SCHEMA_VERSION } from './schema-version.ts';
export { scriptHtmlPropsByBlock } from './script-html.ts';
