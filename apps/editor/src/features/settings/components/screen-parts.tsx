// The parts of a "one thing of the site, beside a live preview" settings screen (cookie banner,
// announcement bar, popup overlay): the frame that loads it, the form's shell with the way back
// and the save button, and the preview — the site's home page framed at desktop or phone width,
// with the unsaved settings in its address. The logic is hooks/use-settings-screen.ts.
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type MouseEvent, type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import appStyles from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import { messageOf } from '../api/site-settings.ts';
import styles from './cookie-banner.module.css';

export function SettingsPreview({
  name,
  frameTitle,
  src,
}: {
  name: string;
  frameTitle: string;
  src: string;
}) {
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  return (
    <section className={styles.previewPane} aria-labelledby={`${name}-preview-title`}>
      <div className={styles.previewHead}>
        <h2 id={`${name}-preview-title`} className={styles.previewTitle}>
          Preview on the home page
        </h2>
        <div className={styles.widths} role="radiogroup" aria-label="Preview width">
          {(['desktop', 'phone'] as const).map((w) => (
            <label key={w} className={width === w ? styles.widthOn : styles.width}>
              <input
                type="radio"
                name={`${name}-preview-width`}
                value={w}
                checked={width === w}
                onChange={() => setWidth(w)}
              />
              {w === 'desktop' ? 'Desktop' : 'Phone'}
            </label>
          ))}
        </div>
      </div>
      <div className={styles.previewStage}>
        <iframe
          title={frameTitle}
          className={width === 'phone' ? styles.previewPhone : styles.preview}
          src={src}
        />
      </div>
    </section>
  );
}

/** The form's foot: the saved notice, the error, and the save button. */
function SettingsFormFooter({
  notice,
  error,
  isSaving,
  label,
}: {
  notice: string;
  error: string | null;
  isSaving: boolean;
  label: string;
}) {
  return (
    <div className={styles.footer}>
      <p className={appStyles.notice} role="status">
        {notice}
      </p>
      {error ? (
        <p role="alert" className={appStyles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={appStyles.primarySmall} disabled={isSaving}>
        {isSaving ? 'Saving…' : label}
      </button>
    </div>
  );
}

/** The screen: its title, and the form once the settings have loaded (or why they did not). */
export function SettingsScreenFrame<T>({
  title,
  titleId,
  query,
  children,
}: {
  title: string;
  titleId: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Frame title={title} titleId={titleId} dialogClassName={undefined} layout="fill">
      {query.error ? (
        <p role="alert" className={appStyles.error}>
          {messageOf(query.error)}
        </p>
      ) : null}
      {query.data ? children(query.data) : query.error ? null : <p>Loading…</p>}
    </Frame>
  );
}

/** The form beside its preview: the way back to all settings, the fields, the foot. */
export function SettingsScreenLayout({
  label,
  hint,
  saveLabel,
  screen,
  preview,
  children,
}: {
  label: string;
  hint: ReactNode;
  saveLabel: string;
  screen: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    confirmLeave: (event: MouseEvent) => void;
    notice: string;
    error: string | null;
    isSaving: boolean;
  };
  preview: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate aria-label={label} onSubmit={screen.onSubmit}>
        <div className={styles.scroll}>
          <p className={styles.back}>
            <Link href="/" onClick={screen.confirmLeave}>
              ← All settings
            </Link>
          </p>
          <p className={styles.hint}>{hint}</p>
          {children}
        </div>
        <SettingsFormFooter
          notice={screen.notice}
          error={screen.error}
          isSaving={screen.isSaving}
          label={saveLabel}
        />
      </form>
      {preview}
    </div>
  );
}
