// The Settings screen's fields: a labelled field with its hint and problem, a checkbox with its
// hint, and an image of the media library chosen for the site (logo, favicon).
import type { MediaView } from '@folio/core/media-api';
import type { SiteSettingsView } from '@folio/core/site-settings-api';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import app from '../../../app/app.module.css';
import { MediaDialog } from '../../media/components/MediaDialog.tsx';
import styles from './settings.module.css';

/** A labelled field with its problem under it, tied by aria-describedby. */
export function Field({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  problem: string | undefined;
  children: (described: { 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={app.label} htmlFor={id}>
        {label}
      </label>
      {children({
        ...(problem ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className={styles.problem}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}

export function Check({
  children,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { hint?: string }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      <span>
        {children}
        {hint ? <span className={styles.checkHint}>{hint}</span> : null}
      </span>
    </label>
  );
}

export type ImageRef = SiteSettingsView['logo'];
export const imageOf = (media: MediaView): ImageRef => ({
  id: media.id,
  url: media.url,
  width: media.width,
  height: media.height,
});

/** An image of the media library chosen for the site (logo, favicon), with its preview. */
export function ImageChoice(props: {
  label: string;
  hint: string;
  empty: string;
  alt: string;
  image: ImageRef;
  problem: string | undefined;
  isSquare?: boolean;
  onChoose: (media: MediaView) => void;
  onRemove: () => void;
}) {
  const [isPicking, setIsPicking] = useState(false);
  const name = props.label.toLowerCase();
  return (
    <div className={styles.imageChoice}>
      <span className={app.label}>{props.label}</span>
      <span className={styles.hint}>{props.hint}</span>
      <div className={styles.logoRow}>
        <div className={props.isSquare ? styles.squarePreview : styles.logoPreview}>
          {props.image ? (
            <img src={`${props.image.url}?format=300w`} alt={props.alt} />
          ) : (
            <span>{props.empty}</span>
          )}
        </div>
        <div className={styles.logoActions}>
          <button type="button" className={app.secondarySmall} onClick={() => setIsPicking(true)}>
            {props.image ? `Change ${name}` : `Choose or upload a ${name}`}
          </button>
          {props.image ? (
            <button type="button" className={app.secondarySmall} onClick={props.onRemove}>
              Remove {name}
            </button>
          ) : null}
        </div>
      </div>
      {props.problem ? <p className={styles.problem}>{props.problem}</p> : null}
      {isPicking ? <MediaDialog onChoose={props.onChoose} onClose={() => setIsPicking(false)} /> : null}
    </div>
  );
}
