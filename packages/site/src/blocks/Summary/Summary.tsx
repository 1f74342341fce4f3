// The Summary block (issue 17 part 2): the latest items of one of the site's collections. Pure
// render from the collections the server loaded for the page (summary-context.ts); an unknown or
// deleted collection renders nothing. The editor's canvas replaces it with the widget rendering.
import { type SummarySettings, summarySettingsOf } from '@folio/core/summary-block';
import { SummaryView } from './SummaryView.tsx';
import { useSummaryCollection } from './summary-context.ts';

export interface SummaryProps extends SummarySettings {
  id?: string;
  collectionId: string;
}

export function Summary(props: SummaryProps) {
  const collection = useSummaryCollection(props.collectionId);
  if (!collection) return null;
  return <SummaryView settings={summarySettingsOf(props)} collection={collection} />;
}
