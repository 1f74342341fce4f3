import type { ReactNode } from 'react';
import styles from './Text.module.css';

export interface TextProps {
  /**
   * On published pages: the sanitised HTML as stored (sanitised on save and again before
   * rendering). In the editor: the node Puck's rich-text editor renders.
   */
  content: ReactNode;
}

export function Text({ content }: TextProps) {
  if (typeof content === 'string') {
    return <div className={styles.text} dangerouslySetInnerHTML={{ __html: content }} />;
  }
  return <div className={styles.text}>{content}</div>;
}
