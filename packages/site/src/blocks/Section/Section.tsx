import { sectionAnchorId } from '@folio/core/shape-mask';
import { DESIGN_ID } from '@folio/core/site-design-css';
import type { ComponentType } from 'react';
import styles from './Section.module.css';

type SlotComponent = ComponentType<{ className?: string }>;

export interface SectionProps {
  /** One of the site's colour themes (its id), or '' for the site's active theme. */
  colorTheme: string;
  spacing: 'compact' | 'regular' | 'airy';
  /** Decision 053: the id an in-page link (`#anchor`) scrolls to, or ''. */
  anchor?: string;
  content: SlotComponent;
}

const SPACING_CLASS = { compact: styles.compact, regular: styles.regular, airy: styles.airy } as const;

/**
 * A band of the page coloured by one of the site's colour themes (issue 16 part 2): the theme's
 * custom properties come from the site's design stylesheet, matched by `data-color-theme`. The id
 * reaches markup, so only a strict design id is written; so is the anchor (decision 053).
 */
export function Section({ colorTheme = '', spacing = 'regular', anchor, content: Content }: SectionProps) {
  const theme = DESIGN_ID.test(colorTheme) ? colorTheme : undefined;
  return (
    <section
      id={sectionAnchorId(anchor)}
      className={`${styles.section} ${SPACING_CLASS[spacing] ?? styles.regular}`}
      data-color-theme={theme}
    >
      <Content className={styles.content} />
    </section>
  );
}
