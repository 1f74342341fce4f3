import { useEffect, useRef } from 'react';

export interface EditorEvent {
  type:
    | 'page.saved'
    | 'page.published'
    | 'page.created'
    | 'page.renamed'
    | 'page.deleted'
    | 'pages.reordered'
    | 'access.changed';
  by: string;
  pageId?: string;
  title?: string;
  email?: string;
  at: string;
}

/** AUTH-029: listens to the site's editor events (server-sent, admins only) while `isEnabled`. */
export function useEditorEvents(isEnabled: boolean, onEvent: (event: EditorEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!isEnabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/config/events');
    source.addEventListener('editor', (message) => {
      try {
        handler.current(JSON.parse((message as MessageEvent<string>).data) as EditorEvent);
      } catch {
        // A malformed event is dropped; the stream goes on.
      }
    });
    return () => source.close();
  }, [isEnabled]);
}
