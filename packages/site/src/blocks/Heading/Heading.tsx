import styles from './Heading.module.css';

export interface HeadingProps {
  text: string;
  level: 'h1' | 'h2' | 'h3' | 'h4';
  align: 'left' | 'center' | 'right';
}

export function Heading({ text, level = 'h2', align = 'left' }: HeadingProps) {
  const Tag = level;
  return <Tag className={`${styles.heading} ${styles[level]} ${styles[align]}`}>{text}</Tag>;
}
