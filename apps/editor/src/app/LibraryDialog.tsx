import type { ReactNode } from 'react';
import app from './app.module.css';
import { Frame } from './Frame.tsx';
import shell from './library-dialog.module.css';

/**
 * The frame of the config area's libraries (Media, Galleries, Navigation): a screen of the shell,
 * or, given `onClose`, a wide modal (a picker). Leaving (Close, Escape or another screen) asks
 * `canLeave` first, so uploads are not dropped by accident; a file dropped beside a drop zone is
 * not opened by the browser instead.
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
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <Frame
      title={title}
      titleId={titleId}
      dialogClassName={`${app.wideDialog} ${shell.dialog}`}
      layout="fill"
      canLeave={canLeave}
      onClose={onClose}
    >
      {children}
    </Frame>
  );
}
