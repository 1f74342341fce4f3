import type { ReactNode } from 'react';
import styles from './Text.module.css';

export interface TextProps {
  /** Sanitised HTML as stored; Puck hands the render function a rendered node. */
  content: ReactNode;
}

export function Text({ content }: TextProps) {
  return <div className={styles.text}>{content}</div>;
}
