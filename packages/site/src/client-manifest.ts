// Finds the browser assets (stylesheet, runtime) that the client build wrote to its Vite manifest.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteAssets } from './layout/SiteDocument.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const RUNTIME_ENTRY = 'src/islands/client.ts';
export const STYLES_ENTRY = 'src/site-styles.ts';
export const ANNOUNCEMENT_BAR_ENTRY = 'src/announcement-bar/announcement-bar-script.ts';
export const POPUP_OVERLAY_ENTRY = 'src/popup-overlay/popup-overlay-script.ts';

// Built: dist/server/server.js → dist/client. From source (tests): src/ → dist/client.
const MANIFEST_CANDIDATES = ['../client/.vite/manifest.json', '../dist/client/.vite/manifest.json'];

let cached: Manifest | null | undefined;

function readManifest(): Manifest | null {
  if (cached !== undefined) return cached;
  cached = null;
  for (const candidate of MANIFEST_CANDIDATES) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) {
      cached = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
      break;
    }
  }
  return cached;
}

function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => cssOf(manifest, k, seen)), ...(chunk.css ?? [])];
}

/** The site's stylesheets and runtime script under `assetBase`; none when the client is not built. */
export function siteAssets(assetBase: string): SiteAssets {
  const manifest = readManifest();
  if (!manifest) return { stylesheets: [], runtimeScript: null };
  const base = assetBase.endsWith('/') ? assetBase : `${assetBase}/`;
  // With cssCodeSplit off, Vite lists the one stylesheet under its own key ('style.css').
  const bundled = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => chunk.file);
  const css = new Set([...cssOf(manifest, STYLES_ENTRY), ...cssOf(manifest, RUNTIME_ENTRY), ...bundled]);
  const runtime = manifest[RUNTIME_ENTRY];
  const announcement = manifest[ANNOUNCEMENT_BAR_ENTRY];
  const popup = manifest[POPUP_OVERLAY_ENTRY];
  return {
    stylesheets: [...css].map((file) => base + file),
    runtimeScript: runtime ? base + runtime.file : null,
    announcementBarScript: announcement ? base + announcement.file : null,
    popupOverlayScript: popup ? base + popup.file : null,
  };
}
