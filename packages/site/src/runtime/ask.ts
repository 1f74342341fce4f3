// What published pages call instead of window.confirm and window.alert (decision 045). Tiny: the
// dialog itself (dialog.ts, its own chunk) is downloaded on the first question, not before.
import type { AskOptions } from './dialog.ts';

export type { AskOptions };

const loadDialog = () => import('./dialog.ts');

/** A confirmation dialog (confirm or cancel by default); true only when confirmed. */
export async function askToConfirm(message: string, options: AskOptions = {}): Promise<boolean> {
  const { confirmDialog } = await loadDialog();
  return confirmDialog(message, options);
}

/** An alert dialog (UI-009); resolves once it is answered. */
export async function tellInAlert(message: string, options: AskOptions = {}): Promise<void> {
  const { alertDialog } = await loadDialog();
  return alertDialog(message, options);
}
