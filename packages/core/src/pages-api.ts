// Shapes of the config area's pages API (docs/CONTRACTS.md), shared by the server and the editor.
export interface PageSummary {
  id: string;
  slug: string;
  title: string;
  navOrder: number;
  isHome: boolean;
  showInNavigation: boolean;
  hasUnpublishedChanges: boolean;
  publishedAt: string | null;
  updatedAt: string;
}

/** A page with its draft and published Puck data (typed by the reader: the core knows no Puck). */
export interface PageDetail<PageData = unknown> extends PageSummary {
  draft: PageData;
  published: PageData | null;
}
