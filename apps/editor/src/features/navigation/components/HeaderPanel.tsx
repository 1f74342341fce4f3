// The header's panel beside the page editor's preview (issue 16 part 3: click the header in the
// preview to edit it): the Navigation screen's form in a side panel, so the preview shows each
// save at once (the saved answer replaces the query's data the preview reads).
import app from '../../../app/app.module.css';
import { useHeaderFooter } from '../api/queries.ts';
import type { DraftPage } from '../draft.ts';
import { NavigationForm } from './NavigationDialog.tsx';
import styles from './navigation.module.css';

export function HeaderPanel({ pages, onClose }: { pages: DraftPage[]; onClose: () => void }) {
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
      {query.data ? <NavigationForm saved={query.data} pages={pages} /> : null}
    </section>
  );
}
