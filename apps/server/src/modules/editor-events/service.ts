// AUTH-029: what happens in a site's config area (pages saved or published, people invited …) is
// broadcast to the admins who have it open. Each server holds the streams opened to it; what
// happens through one server reaches the others' streams through the change feed (issue 15:
// PostgreSQL NOTIFY, plugins/change-feed.ts).
import type { EditorChange, EditorEvent } from './schema.ts';

export type { EditorChange, EditorEvent } from './schema.ts';
export { editorChangeShapes } from './schema.ts';

interface Subscriber {
  accountId: string;
  send: (event: EditorEvent & { at: string }) => void;
  close: () => void;
}

export class EditorEvents {
  readonly #bySite = new Map<string, Set<Subscriber>>();

  /** `announce`: tells the other servers (the change feed); none with one server. */
  constructor(private readonly announce: (change: EditorChange) => void = () => {}) {}

  subscribe(websiteId: string, subscriber: Subscriber): () => void {
    const set = this.#bySite.get(websiteId) ?? new Set<Subscriber>();
    this.#bySite.set(websiteId, set);
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.#bySite.delete(websiteId);
    };
  }

  publish(websiteId: string, event: EditorEvent): void {
    const change: EditorChange = {
      kind: 'editor-event',
      websiteId,
      event: { ...event, at: new Date().toISOString() },
    };
    this.hear(change);
    this.announce(change);
  }

  /** Ends an account's streams on a site, e.g. when its role changes: it must reconnect and be checked again. */
  disconnect(websiteId: string, accountId: string): void {
    const change: EditorChange = { kind: 'editor-disconnect', websiteId, accountId };
    this.hear(change);
    this.announce(change);
  }

  /** Applies a change to the streams open on this server (made here, or heard from another server). */
  hear(change: EditorChange): void {
    const subscribers = [...(this.#bySite.get(change.websiteId) ?? [])];
    if (change.kind === 'editor-event') for (const subscriber of subscribers) subscriber.send(change.event);
    else
      for (const subscriber of subscribers) if (subscriber.accountId === change.accountId) subscriber.close();
  }

  subscriberCount(websiteId: string): number {
    return this.#bySite.get(websiteId)?.size ?? 0;
  }
}
