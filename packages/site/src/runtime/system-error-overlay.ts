// The full-page system-error overlay (DATA-020, DATA-022..025): plain DOM, no framework.
import { openEscapeLayer } from './escape-key.ts';

export interface SystemError {
  message: string;
  url: string;
  format: 'json' | 'raw';
  errorKey?: string;
  /** A cleaned error carries no message of its own worth showing (DATA-022). */
  isCleaned?: boolean;
}

export const OVERLAY_ID = 'folio-system-error';
export const CLEANED_ERROR_TITLE = 'Something Went Wrong!';

let releaseEscape: (() => void) | null = null;

export function showSystemError(error: SystemError, doc: Document = document): HTMLElement {
  doc.getElementById(OVERLAY_ID)?.remove();
  releaseEscape?.();
  const overlay = doc.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(20,18,15,.72);font:16px/1.5 system-ui,sans-serif';
  const panel = doc.createElement('div');
  panel.style.cssText =
    'background:#fff;color:#1f1d1a;max-width:480px;margin:16px;padding:24px 28px;border-radius:12px';
  const title = doc.createElement('h2');
  title.id = `${OVERLAY_ID}-title`;
  title.style.cssText = 'margin:0 0 8px;font-size:20px';
  title.textContent = error.isCleaned ? CLEANED_ERROR_TITLE : error.message;
  const details = doc.createElement('p');
  details.style.cssText = 'margin:0 0 16px;font-size:13px;color:#6f6a63;word-break:break-all';
  details.textContent = [error.url, error.format, error.errorKey].filter(Boolean).join(' · ');
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload Page';
  reload.addEventListener('click', () => doc.defaultView?.location.reload());
  const clear = doc.createElement('button');
  clear.type = 'button';
  clear.textContent = 'Clear';
  const dismiss = () => {
    overlay.remove();
    releaseEscape?.();
    releaseEscape = null;
  };
  clear.addEventListener('click', dismiss);
  for (const button of [reload, clear])
    button.style.cssText =
      'font:inherit;padding:8px 16px;margin-right:8px;border-radius:999px;border:1px solid #1f1d1a;background:#fff;cursor:pointer';
  panel.append(title, details, reload, clear);
  overlay.append(panel);
  doc.body.append(overlay);
  // Escape clears it, as its Clear button does (and never reaches the escape-key login under it).
  releaseEscape = openEscapeLayer(dismiss);
  reload.focus();
  return overlay;
}
