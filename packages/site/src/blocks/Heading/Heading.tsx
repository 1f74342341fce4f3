import { Island } from '../../islands/Island.tsx';
import styles from './Heading.module.css';

export interface HeadingProps {
  text: string;
  level: 'h1' | 'h2' | 'h3' | 'h4';
  align: 'left' | 'center' | 'right';
  /** Issue 19, UI-055/056 (decision 051): one line, shrunk to fit its container by the island. */
  shrinkToFit?: boolean;
}

export function Heading({ text, level = 'h2', align = 'left', shrinkToFit = false }: HeadingProps) {
  const Tag = level;
  const heading = <Tag className={`${styles.heading} ${styles[level]} ${styles[align]}`}>{text}</Tag>;
  // The island (its own chunk) loads only on pages with such a heading; without it the text wraps.
  return shrinkToFit ? (
    <Island name="Heading" props={{}}>
      {heading}
    </Island>
  ) : (
    heading
  );
}
