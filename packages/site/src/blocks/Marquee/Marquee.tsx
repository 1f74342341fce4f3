// The Marquee block (issue 19, UI-023..027, docs/decisions/047). The server renders the text once
// for everyone (a list a screen reader reads once) and an aria-hidden copy beside it, so CSS alone
// scrolls it without JavaScript. The island (island.ts, no React) measures the text, fills the
// width, and lays it along a wave (SVG textPath) when the wave has an intensity; it rerenders on
// resize after 1000 ms. prefers-reduced-motion: the text stands still (Marquee.module.css).
import {
  type MarqueeItem,
  type MarqueeSettings,
  marqueePixelsPerSecond,
  marqueeSettingsOf,
  marqueeTexts,
} from '@folio/core/marquee-block';
import type { CSSProperties } from 'react';
import { Island } from '../../islands/Island.tsx';
import styles from './Marquee.module.css';

export interface MarqueeProps extends Partial<MarqueeSettings> {
  id?: string;
  items?: MarqueeItem[];
}

/** A first guess at one copy's width (px) before the browser measures it: ~0.6 em a character. */
function estimatedCopyWidth(texts: string[]): number {
  const characters = texts.reduce((sum, text) => sum + text.length + 3, 0);
  return Math.max(200, characters * 19);
}

function Copy({ texts, isHidden }: { texts: string[]; isHidden?: boolean }) {
  return (
    <ul
      className={styles.copy}
      aria-hidden={isHidden ? 'true' : undefined}
      data-marquee-copy={isHidden ? undefined : ''}
    >
      {texts.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the texts are fixed for a render.
        <li key={i} className={styles.item}>
          {text}
        </li>
      ))}
    </ul>
  );
}

export function Marquee(props: MarqueeProps) {
  const settings = marqueeSettingsOf(props);
  const texts = marqueeTexts(props.items);
  if (texts.length === 0) return null;
  const style = {
    '--marquee-duration': `${(estimatedCopyWidth(texts) / marqueePixelsPerSecond(settings.animationSpeed)).toFixed(2)}s`,
  } as CSSProperties;
  return (
    <Island name="Marquee" props={settings}>
      <div
        className={styles.marquee}
        role="marquee"
        aria-label="Scrolling text"
        data-marquee=""
        data-direction={settings.animationDirection}
        data-paused-on-hover={settings.pausedOnHover ? '' : undefined}
        // Keyboard focus pauses it as hovering does (UI-024), so it must be reachable.
        tabIndex={settings.pausedOnHover ? 0 : undefined}
        style={style}
      >
        <div className={styles.track} data-marquee-track="" data-marquee-move="">
          <Copy texts={texts} />
          <Copy texts={texts} isHidden />
        </div>
      </div>
    </Island>
  );
}
