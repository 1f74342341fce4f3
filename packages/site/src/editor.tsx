// Entry point for apps/editor: the Puck config that renders the very blocks visitors see.
export { editorConfig } from './puck-config.tsx';
export { PAGE_SCHEMA_VERSION } from './schema-version.ts';
