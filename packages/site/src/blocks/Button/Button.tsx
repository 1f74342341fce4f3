import styles from './Button.module.css';

/** UI-070: the button block's fields. */
export interface ButtonProps {
  id?: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment: 'left' | 'center' | 'right';
  size: 'small' | 'medium' | 'large';
  newWindow: boolean;
}

/** A block id as it may reach markup (TRACK-015: the census names the button by it). */
const BLOCK_ID = /^[A-Za-z0-9_-]{1,80}$/;

export function Button({
  id,
  buttonText,
  clickthroughUrl,
  alignment = 'left',
  size = 'medium',
  newWindow,
}: ButtonProps) {
  // UI-071: newWindow opens the link in a new window, without giving it a handle on this one.
  const target = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <div className={`${styles.row} ${styles[alignment]}`}>
      <a
        className={`${styles.button} ${styles[size]}`}
        href={clickthroughUrl || '#'}
        {...target}
        // TRACK-015, TRACK-016: what the census sends of this button (runtime/tracking.ts).
        data-button={id && BLOCK_ID.test(id) ? id : ''}
        data-alignment={alignment}
        data-size={size}
      >
        {buttonText}
      </a>
    </div>
  );
}
