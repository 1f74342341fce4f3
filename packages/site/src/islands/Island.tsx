import type { ReactNode } from 'react';

/**
 * Marks a block for hydration in the browser: the server HTML goes inside, the props beside it
 * (see islands/client.ts). The children must be exactly what the island's hydrate() renders, as
 * hydrateRoot uses this element as its container. The editor config does not use it: there the
 * whole canvas is React already.
 */
export function Island({ name, props, children }: { name: string; props: unknown; children: ReactNode }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** The props an island is hydrated with: the block's own data, without Puck's render helpers. */
export function islandProps(props: Record<string, unknown>): Record<string, unknown> {
  const { puck: _puck, editMode: _editMode, ...rest } = props;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => typeof v !== 'function'));
}
