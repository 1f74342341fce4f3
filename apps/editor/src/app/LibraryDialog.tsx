import { type ReactNode, useEffect, useRef } from 'react';
import app from './app.module.css';
import shell from './library-dialog.module.css';

/**
 * The shell of the config area's library dialogs (Media, Galleries): a wide modal open from the
 * start, its title and Close. Leaving (Close or Escape) asks `canLeave` first, so uploads are not
 * dropped by accident; a file dropped beside a drop zone is not opened by the browser instead.
 */
export function LibraryDialog({
  title,
  titleId,
  canLeave,
  onClose,
  children,
}: {
  title: string;
  titleId: string;
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
      className={`${app.wideDialog} ${shell.dialog}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        if (!canLeave()) e.preventDefault();
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => e.preventDefault()}
    >
      <div className={shell.head}>
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
