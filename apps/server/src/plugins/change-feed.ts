// What one server changed that every server keeps in memory (cached pages, published pages, the
// host → site directory, images already served), and the editor events of the config tabs open on
// each server (issue 15): the server that made the change forgets its own
// copy at once and announces it here; the other servers on the same database hear it through
// PostgreSQL's NOTIFY and forget theirs (issue 15, many instances).
import { randomBytes } from 'node:crypto';
import type { Database } from '@folio/db';
import { z } from 'zod';
import { editorChangeShapes } from '../modules/editor-events/service.ts';

const CHANNEL = 'folio_changes';
const ID = /^[0-9a-f]{24}$/;

const changeShape = z.discriminatedUnion('kind', [
  /** Something visitors see of the site changed: its cached pages and published pages go. */
  z.strictObject({ kind: z.literal('site-content'), websiteId: z.string().regex(ID) }),
  /** A site was created, deleted, renamed or given a domain: hosts are looked up afresh. */
  z.strictObject({ kind: z.literal('sites') }),
  /** An image was deleted: no server may answer it from memory. */
  z.strictObject({
    kind: z.literal('media-removed'),
    websiteId: z.string().regex(ID),
    mediaId: z.string().regex(ID),
  }),
  /** Something happened in a site's config area: the admins streaming it from this server hear it. */
  ...editorChangeShapes,
]);
export type Change = z.infer<typeof changeShape>;

const messageShape = z.strictObject({ from: z.string(), change: changeShape });

export interface ChangeHandlers {
  /** Another server changed this: forget this server's copy. */
  apply(change: Change): void;
  /** Notifications may have been missed (the listening connection was lost): forget everything. */
  forgetAll(): void;
}

export class ChangeFeed {
  /** This server, so that its own notifications are not applied twice. */
  readonly #instance = randomBytes(8).toString('hex');
  #stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Pick<Database, 'notify' | 'listen'>,
    private readonly handlers: ChangeHandlers,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.#stop = await this.database.listen(CHANNEL, {
      onPayload: (payload) => this.#hear(payload),
      onReconnect: () => this.handlers.forgetAll(),
    });
  }

  async stop(): Promise<void> {
    await this.#stop?.();
    this.#stop = null;
  }

  /** Tells the other servers of a change this server has already applied to itself. */
  announce(change: Change): void {
    const message = JSON.stringify({ from: this.#instance, change });
    this.database.notify(CHANNEL, message).catch((error) => {
      // Another server keeps its copy until its own time limit (5 s for hosts, 30 s for pages).
      this.log('telling the other servers of a change failed', error);
    });
  }

  #hear(payload: string): void {
    let parsed: z.infer<typeof messageShape>;
    try {
      parsed = messageShape.parse(JSON.parse(payload));
    } catch {
      this.log('a change notification that is not one of ours was ignored');
      return;
    }
    if (parsed.from !== this.#instance) this.handlers.apply(parsed.change);
  }
}
