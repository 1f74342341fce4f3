// The Puck configs built from the block registry: one for the editor, one for server rendering.
// Both declare every field (the server config still needs richtext and slot fields: Puck turns
// them into render-ready props).
import type { ComponentConfig, Config } from '@puckeditor/core';
import { type BlockDefinition, blockCategories, blocks } from './blocks/registry.ts';
import { Island, islandProps } from './islands/Island.tsx';

type Entries = Record<string, ComponentConfig>;

/**
 * On the server, rich text is the sanitised HTML string as stored (see docs/decisions/005):
 * Puck's own rich-text renderer runs tiptap per block (~9 ms each), far too slow per page view.
 * The field stays declared, as a plain string field, so the props keep their shape.
 */
function withServerRichText(fields: BlockDefinition['fields']): BlockDefinition['fields'] {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      field.type === 'richtext' ? { ...field, type: 'textarea' } : field,
    ]),
  );
}

function buildComponents(forServer: boolean): Entries {
  const entries: Entries = {};
  for (const [name, block] of Object.entries(blocks) as [string, BlockDefinition][]) {
    const Component = block.component;
    entries[name] = {
      label: block.label,
      fields: forServer ? withServerRichText(block.fields) : block.fields,
      defaultProps: block.defaultProps,
      ...(!forServer && block.visibleFields
        ? {
            resolveFields: (data, params) => {
              const names = new Set(block.visibleFields!(data.props));
              return Object.fromEntries(
                Object.entries(params.fields).filter(([name]) => names.has(name)),
              ) as typeof params.fields;
            },
          }
        : {}),
      ...(!forServer && block.normalize
        ? {
            resolveData: async (data: { props: Record<string, unknown> }) => ({
              props: block.normalize!(data.props),
            }),
          }
        : {}),
      render:
        forServer && block.isIsland
          ? (props) => (
              <Island name={name} props={(block.islandProps ?? islandProps)(props)}>
                <Component {...props} />
              </Island>
            )
          : (props) => <Component {...props} />,
    };
  }
  return entries;
}

const root = {
  fields: { title: { type: 'text' as const, label: 'Page title' } },
  defaultProps: { title: '' },
};

export const serverConfig: Config = { components: buildComponents(true), root };
export const editorConfig: Config = { components: buildComponents(false), root, categories: blockCategories };
