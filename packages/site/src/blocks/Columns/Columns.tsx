import type { ComponentType } from 'react';
import styles from './Columns.module.css';

type SlotComponent = ComponentType<{ className?: string }>;

export interface ColumnsProps {
  ratio: '1:1' | '2:1' | '1:2';
  left: SlotComponent;
  right: SlotComponent;
}

const RATIO_CLASS = { '1:1': styles.even, '2:1': styles.wideLeft, '1:2': styles.wideRight } as const;

/** Two columns side by side that stack on phones; each column is a slot of blocks. */
export function Columns({ ratio = '1:1', left: Left, right: Right }: ColumnsProps) {
  return (
    <div className={`${styles.columns} ${RATIO_CLASS[ratio] ?? styles.even}`}>
      <Left className={styles.column} />
      <Right className={styles.column} />
    </div>
  );
}
