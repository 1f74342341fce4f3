// The Summary block in the page editor's canvas (EDIT-079): the server's rendering of the block, the
// same HTML the published page holds, or a placeholder saying what the block needs.
import { summaryProblem, summarySettingsOf } from '@folio/core/summary-block';
import { ApiError } from '../../../api-client.ts';
import { useSummaryHtml } from '../api/summary-widget.ts';
import styles from './summary.module.css';

export interface SummaryCanvasProps {
  id?: string;
  collectionId?: string;
  [setting: string]: unknown;
}

function Placeholder({ children }: { children: string }) {
  return (
    <div className={styles.placeholder} data-summary-placeholder="">
      <strong>Summary</strong>
      <span>{children}</span>
    </div>
  );
}

export function SummaryCanvas(props: SummaryCanvasProps) {
  const problem = summaryProblem(props);
  const collectionId = typeof props.collectionId === 'string' ? props.collectionId : '';
  const widget =
    collectionId && !problem
      ? { id: props.id, collectionId, settings: summarySettingsOf(props as never) }
      : null;
  const rendering = useSummaryHtml(widget);
  if (problem) return <Placeholder>{problem}</Placeholder>;
  if (!collectionId) return <Placeholder>Choose a collection in the block’s settings.</Placeholder>;
  if (rendering.error)
    return (
      <Placeholder>
        {rendering.error instanceof ApiError && rendering.error.status === 404
          ? 'The collection this block showed no longer exists. Choose another in the block’s settings; visitors see nothing here.'
          : rendering.error.message}
      </Placeholder>
    );
  if (rendering.data === undefined) return <Placeholder>Loading the latest items…</Placeholder>;
  if (rendering.data === '')
    return <Placeholder>Nothing is published in this collection yet; visitors see nothing here.</Placeholder>;
  // Safe (docs/decisions/038): this HTML comes only from our own server's renderer, React's
  // renderToStaticMarkup of SummaryView, which escapes every item text; no other source reaches it.
  return <div className={styles.rendering} dangerouslySetInnerHTML={{ __html: rendering.data }} />;
}
