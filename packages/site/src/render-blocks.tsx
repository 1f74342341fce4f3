// Renders page data with the server config, as Puck's <Render> does for this config, at about half
// its cost per page view (it skips Puck's per-item hooks for rich text and its prop copies). A test
// holds its HTML byte-for-byte equal to Puck's <Render> for every block (render-blocks.test.tsx).
import type { ComponentData, Config, Data } from '@puckeditor/core';
import type { CSSProperties, ElementType, ReactNode } from 'react';

const puckProps = { isEditing: false, dragRef: null, metadata: {}, renderDropZone: () => null };

function renderItems(config: Config, items: ComponentData[]): ReactNode[] {
  return items.map((item) =>
    config.components[item.type] ? <Block key={item.props.id} config={config} item={item} /> : null,
  );
}

function Block({ config, item }: { config: Config; item: ComponentData }) {
  const component = config.components[item.type]!;
  const props: Record<string, unknown> = { ...item.props, puck: puckProps };
  for (const [key, field] of Object.entries(component.fields ?? {})) {
    if (field.type !== 'slot') continue;
    const items = (item.props[key] as ComponentData[] | undefined) ?? [];
    props[key] = ({
      className,
      style,
      as,
    }: {
      className?: string;
      style?: CSSProperties;
      as?: ElementType;
    }) => {
      const El = as ?? 'div';
      return (
        <El className={className} style={style}>
          {renderItems(config, items)}
        </El>
      );
    };
  }
  const Render = component.render as (p: Record<string, unknown>) => ReactNode;
  return <Render {...props} />;
}

/** The page's blocks, for a config whose root has no render function and no rich-text fields. */
export function RenderBlocks({ config, data }: { config: Config; data: Data }) {
  return <>{renderItems(config, data.content)}</>;
}
