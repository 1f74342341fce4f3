import type { ReactNode } from 'react';
import styles from './Text.module.css';

export interface TextProps {
  /**
   * The sanitised HTML as stored: on published pages sanitised on save and again before
   * rendering; in the editor's canvas by editor-preview/canvas-rich-text.ts. (A node, as Puck's
   * own rich-text rendering would give, is shown as it is.)
   */
  content: ReactNode;
}

export function Text({ content }: TextProps) {
  if (typeof content === 'string') {
    return <div className={styles.text} dangerouslySetInnerHTML={{ __html: content }} />;
  }
  return <div className={styles.text}>{content}</div>;
}
