// The live preview (issue 16): the site's home page in a same-origin iframe, with the unsaved
// design laid over it as a constructed stylesheet (custom properties and font faces), so the owner
// sees a change before saving, with no server round trip. A constructed stylesheet is not an
// inline <style>, so the published page's Content-Security-Policy does not have to admit it; its
// font files come from the site's own host (font-src 'self').
import { type SiteDesign, siteDesignCss } from '@folio/core/site-design';

type FrameWindow = Window & typeof globalThis;

/** Lays `design` over the framed page's own design; false when the frame is not ready or not same-origin. */
export function applyDesignToFrame(frame: HTMLIFrameElement | null, design: SiteDesign): boolean {
  let win: FrameWindow | null = null;
  try {
    win = frame?.contentWindow as FrameWindow | null;
    if (!win?.document?.documentElement) return false;
  } catch {
    return false;
  }
  const doc = win.document;
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(siteDesignCss(design, { isComplete: true }));
  const others = doc.adoptedStyleSheets.filter((s) => !(s as { folioDesign?: boolean }).folioDesign);
  (sheet as unknown as { folioDesign: boolean }).folioDesign = true;
  doc.adoptedStyleSheets = [...others, sheet];
  doc.documentElement.dataset.designPreview = 'on';
  return true;
}
