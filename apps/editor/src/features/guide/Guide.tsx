import { useEffect, useRef } from 'react';
import styles from '../../app/app.module.css';

/**
 * The guide: a short help panel beside the editor. AUTH-007: while it is open, Escape closes it
 * (and does not toggle the editor panel, AUTH-006).
 */
export function Guide({ onClose }: { onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      onClose();
    };
    // Capture on window runs before the editor's own Escape handler.
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [onClose]);

  return (
    <aside className={styles.guide} aria-labelledby="guide-title">
      <div className={styles.guideHeader}>
        <h2 id="guide-title" className={styles.dialogTitle} tabIndex={-1} ref={heading}>
          Guide
        </h2>
        <button type="button" className={styles.icon} aria-label="Close the guide" onClick={onClose}>
          ×
        </button>
      </div>
      <ol className={styles.guideSteps}>
        <li>
          <strong>Pick a page</strong> in the list on the left, or add one with “New page”.
        </li>
        <li>
          <strong>Drag blocks</strong> from the block panel onto the page; click a block to change its text
          and settings on the right.
        </li>
        <li>
          <strong>Save draft</strong> keeps your changes private. <strong>Publish</strong> shows them to
          visitors.
        </li>
        <li>
          <strong>Preview</strong> other screen sizes with the desktop, tablet and phone buttons above the
          page.
        </li>
      </ol>
      <h3 className={styles.subTitle}>Keyboard</h3>
      <dl className={styles.guideKeys}>
        <dt>
          <kbd>Esc</kbd>
        </dt>
        <dd>Show or hide the block panel (closes this guide while it is open)</dd>
        <dt>
          <kbd>Esc</kbd> on your site
        </dt>
        <dd>Come back here to edit the page you are looking at</dd>
        <dt>
          <kbd>Shift</kbd> + <kbd>Esc</kbd> on your site
        </dt>
        <dd>Sign out</dd>
      </dl>
    </aside>
  );
}
