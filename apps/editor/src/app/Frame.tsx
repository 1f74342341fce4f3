import { type ReactNode, useEffect, useRef } from 'react';
import app from './app.module.css';
import { useLeaveGuard } from './leave-guard.ts';
import styles from './shell.module.css';

/**
 * The frame of a config screen (Store, Media, Forms …). In the shell (no `onClose`) it is the main
 * area's screen: its title as the page's heading, and `canLeave` asked before the shell leaves
 * it (the shell's top bar holds the page's h1, the screen's name; the screens' own headings
 * start at h2 as they did in the dialogs). Given `onClose` (a picker opened from inside the page editor: "Choose an image", the Gallery
 * block's galleries) it is a modal dialog with Close, as the screens were before issue 16.
 */
export function Frame({
  title,
  titleId,
  dialogClassName,
  layout,
  canLeave,
  onClose,
  children,
}: {
  title: string;
  titleId: string;
  /** Only in the dialog form: its size. */
  dialogClassName: string | undefined;
  /** `fill`: the screen's own panes scroll (libraries, Store); `scroll`: the whole screen scrolls. */
  layout: 'fill' | 'scroll';
  canLeave?: () => boolean;
  onClose?: () => void;
  children: ReactNode;
}) {
  if (!onClose) {
    return (
      <ScreenFrame title={title} titleId={titleId} layout={layout} canLeave={canLeave}>
        {children}
      </ScreenFrame>
    );
  }
  return (
    <DialogFrame
      title={title}
      titleId={titleId}
      className={dialogClassName}
      canLeave={canLeave ?? (() => true)}
      onClose={onClose}
    >
      {children}
    </DialogFrame>
  );
}

let isFocusWanted = false;

/** The next screen to open takes focus on its heading (after a choice in the navigation drawer). */
export function focusNextScreen(): void {
  isFocusWanted = true;
}

function ScreenFrame({
  title,
  titleId,
  layout,
  canLeave,
  children,
}: {
  title: string;
  titleId: string;
  layout: 'fill' | 'scroll';
  canLeave?: () => boolean;
  children: ReactNode;
}) {
  useLeaveGuard(canLeave);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!isFocusWanted) return;
    isFocusWanted = false;
    heading.current?.focus();
  }, []);
  return (
    <section
      className={layout === 'fill' ? styles.screenFill : styles.screenScroll}
      aria-labelledby={titleId}
    >
      <div className={styles.screenHead}>
        <h2 id={titleId} ref={heading} className={styles.screenTitle} tabIndex={-1}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

function DialogFrame({
  title,
  titleId,
  className,
  canLeave,
  onClose,
  children,
}: {
  title: string;
  titleId: string;
  className: string | undefined;
  canLeave: () => boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        if (!canLeave()) e.preventDefault();
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => e.preventDefault()}
    >
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={app.dialogTitle}>
          {title}
        </h2>
        <button
          className={app.secondarySmall}
          type="button"
          onClick={() => {
            if (canLeave()) dialog.current?.close();
          }}
        >
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}
