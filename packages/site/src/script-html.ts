// Owner-written HTML that runs as script on a published page (issue 14 item 5): the server lets
// only admins change it and builds each page's Content-Security-Policy from it.
import { type BlockDefinition, blocks } from './blocks/registry.ts';
import { eachBlock } from './page-blocks.ts';
import type { PageData } from './page-data.ts';

export interface ScriptHtml {
  blockId: string;
  blockType: string;
  prop: string;
  html: string;
}

/** Per block type, the props that hold script-running HTML: the editor locks them for non-admins. */
export function scriptHtmlPropsByBlock(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [type, definition] of Object.entries(blocks as Record<string, BlockDefinition>)) {
    if (definition.scriptHtmlProps?.length) found[type] = definition.scriptHtmlProps;
  }
  return found;
}

/** The blocks' `scriptHtmlProps` that hold HTML, nested blocks included, in page order. */
export function pageScriptHtml(data: PageData): ScriptHtml[] {
  const found: ScriptHtml[] = [];
  for (const block of eachBlock(data)) {
    const definition = (blocks as Record<string, BlockDefinition>)[block.type];
    const props = (block.props ?? {}) as Record<string, unknown>;
    for (const prop of definition?.scriptHtmlProps ?? []) {
      const html = props[prop];
      if (typeof html !== 'string' || html.trim() === '') continue;
      found.push({ blockId: String(props.id ?? ''), blockType: block.type, prop, html });
    }
  }
  return found;
}
