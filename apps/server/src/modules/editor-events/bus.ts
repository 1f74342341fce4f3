// AUTH-029: what happens in a site's config area (pages saved or published, people invited …) is
// broadcast to the admins who have it open. In-process: one server instance (Redis pub/sub would
// carry it between instances).
export interface EditorEvent {
  type:
    | 'page.saved'
    | 'page.published'
    | 'page.created'
    | 'page.renamed'
    | 'page.deleted'
    | 'pages.reordered'
    | 'access.changed';
  /** The email of whoever did it. */
  by: string;
  pageId?: string;
  title?: string;
  email?: string;
}

interface Subscriber {
  accountId: string;
  send: (event: EditorEvent & { at: string }) => void;
  close: () => void;
}

export class EditorEvents {
  readonly #bySite = new Map<string, Set<Subscriber>>();

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
    const at = new Date().toISOString();
    for (const subscriber of this.#bySite.get(websiteId) ?? []) subscriber.send({ ...event, at });
  }

  /** Ends an account's streams on a site, e.g. when its role changes: it must reconnect and be checked again. */
  disconnect(websiteId: string, accountId: string): void {
    for (const subscriber of [...(this.#bySite.get(websiteId) ?? [])])
      if (subscriber.accountId === accountId) subscriber.close();
  }

  subscriberCount(websiteId: string): number {
    return this.#bySite.get(websiteId)?.size ?? 0;
  }
}
