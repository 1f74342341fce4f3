import type { MediaView } from '@folio/core/media-api';
import { useId, useState } from 'react';
import app from '../../../app/app.module.css';
import { MediaPicker } from './MediaPicker.tsx';
import styles from './media.module.css';

/**
 * The Image block's picture (issue 14 item 22): chosen from the Media library or uploaded there,
 * through the Media dialog's own picker; an address from elsewhere can still be pasted.
 */
export function ImageField({
  value,
  readOnly,
  onChoose,
  onChange,
}: {
  value: string;
  readOnly?: boolean;
  /** A library image was chosen: the block takes its address and its alt text. */
  onChoose: (media: MediaView) => void;
  onChange: (src: string) => void;
}) {
  const addressId = useId();
  const [isPicking, setIsPicking] = useState(false);
  return (
    <div className={styles.imageField}>
      <span className={app.label}>Image</span>
      {value ? (
        <img className={styles.imageFieldPreview} src={value} alt="" />
      ) : (
        <p className={styles.imageFieldEmpty}>No image chosen</p>
      )}
      {readOnly ? null : (
        <div className={styles.imageFieldActions}>
          <button type="button" className={app.secondarySmall} onClick={() => setIsPicking(true)}>
            {value ? 'Change image' : 'Choose or upload'}
          </button>
          {value ? (
            <button type="button" className={app.secondarySmall} onClick={() => onChange('')}>
              Remove
            </button>
          ) : null}
        </div>
      )}
      <details className={styles.imageFieldAddress}>
        <summary>Or paste an image address</summary>
        <label className={app.label} htmlFor={addressId}>
          Image address
        </label>
        <input
          id={addressId}
          className={app.input}
          type="text"
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      </details>
      {isPicking ? <MediaPicker onChoose={onChoose} onClose={() => setIsPicking(false)} /> : null}
    </div>
  );
}
