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

export function Button({
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
      <a className={`${styles.button} ${styles[size]}`} href={clickthroughUrl || '#'} {...target}>
        {buttonText}
      </a>
    </div>
  );
}
