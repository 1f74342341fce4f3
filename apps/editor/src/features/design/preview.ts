// The live preview (issue 16): the site's home page in a same-origin iframe, with the unsaved
// design laid over it as a constructed stylesheet (custom properties and font faces), so the owner
// sees a change before saving, with no server round trip. A constructed stylesheet is not an
// inline <style>, so the published page's Content-Security-Policy does not have to admit it; its
// font files come from the site's own host (font-src 'self').
import type { SiteDesign } from '@folio/core/site-design';
// Without the design's zod schemas: the page editor applies the design before it is ready (decision 029).
import { siteDesignCss } from '@folio/core/site-design-css';

type FrameWindow = Window & typeof globalThis;

/** Lays `design` over the framed page's own design; false when the frame is not ready or not same-origin. */
export function applyDesignToFrame(frame: HTMLIFrameElement | null, design: SiteDesign): boolean {
  let doc: Document | null = null;
  try {
    doc = frame?.contentWindow?.document ?? null;
    if (!doc?.documentElement) return false;
  } catch {
    return false;
  }
  applyDesignToDocument(doc, design);
  doc.documentElement.dataset.designPreview = 'on';
  return true;
}

/**
 * Lays `design` (and `extraCss`) over a same-origin document as its one design sheet, replacing the
 * one laid before. An adopted sheet comes after the document's own stylesheets in the cascade.
 */
export function applyDesignToDocument(doc: Document, design: SiteDesign, extraCss = ''): void {
  const win = doc.defaultView as FrameWindow | null;
  if (!win) return;
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(`${siteDesignCss(design, { isComplete: true })}\n${extraCss}`);
  const others = doc.adoptedStyleSheets.filter((s) => !(s as { folioDesign?: boolean }).folioDesign);
  (sheet as unknown as { folioDesign: boolean }).folioDesign = true;
  doc.adoptedStyleSheets = [...others, sheet];
}
