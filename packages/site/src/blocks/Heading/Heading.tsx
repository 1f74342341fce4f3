import type { HeadingEntrance } from '@folio/core/text-shrink';
import { useEffect, useRef } from 'react';
import { Island } from '../../islands/Island.tsx';
import styles from './Heading.module.css';
import { shrink } from './island.ts';

export interface HeadingProps {
  text: string;
  level: 'h1' | 'h2' | 'h3' | 'h4';
  align: 'left' | 'center' | 'right';
  /** Issue 19, UI-055/056 (decision 051): one line, shrunk to fit its container by the island. */
  shrinkToFit?: boolean;
  /** Issue 19, UI-061/068 (decision 051): fades or rises in when scrolled into view. */
  entrance?: HeadingEntrance;
}

export function Heading({
  text,
  level = 'h2',
  align = 'left',
  shrinkToFit = false,
  entrance = 'none',
}: HeadingProps) {
  const Tag = level;
  const ref = useRef<HTMLHeadingElement>(null);
  // Only where React runs the block, the editor's canvas: the owner sees the shrink as they edit.
  // Published pages never run this (the server renders them; the island does the work there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits when the text or level changes.
  useEffect(() => {
    const element = ref.current;
    if (!shrinkToFit || !element) return;
    return shrink(element, element.ownerDocument.defaultView ?? window);
  }, [shrinkToFit, text, level]);
  const heading = (
    <Tag ref={ref} className={`${styles.heading} ${styles[level]} ${styles[align]}`}>
      {text}
    </Tag>
  );
  // The island (its own chunk) loads only on pages with such a heading; without it the text
  // wraps and stands still.
  return shrinkToFit || entrance !== 'none' ? (
    <Island name="Heading" props={{ shrinkToFit, entrance }}>
      {heading}
    </Island>
  ) : (
    heading
  );
}
