// The header's panel beside the page editor's preview (issue 16 part 3: click the header in the
// preview to edit it): the Navigation screen's form in a side panel. The preview shows every change
// as it is made (onDraft, docs/decisions/030) and each save (the saved answer replaces the query's
// data the preview reads); closing the panel shows the saved header again.
import type { SiteHeaderSettings } from '@folio/core/header-footer';
import app from '../../../app/app.module.css';
import { useHeaderFooter } from '../api/queries.ts';
import type { DraftPage } from '../draft.ts';
import { NavigationForm } from './NavigationDialog.tsx';
import styles from './navigation.module.css';

export function HeaderPanel({
  pages,
  onClose,
  onDraft,
}: {
  pages: DraftPage[];
  onClose: () => void;
  /** The header as edited, unsaved: the preview shows it. */
  onDraft?: (header: SiteHeaderSettings) => void;
}) {
  const query = useHeaderFooter();
  return (
    <section className={styles.panel} aria-labelledby="header-panel-title">
      <div className={styles.panelHead}>
        <h2 id="header-panel-title" className={app.dialogTitle}>
          Header
        </h2>
        <button type="button" className={app.secondarySmall} onClick={onClose}>
          Close
        </button>
      </div>
      {query.isPending ? <p className={app.loading}>Loading…</p> : null}
      {query.data ? <NavigationForm saved={query.data} pages={pages} onDraftChange={onDraft} /> : null}
    </section>
  );
}
