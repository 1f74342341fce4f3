// The Video block's island, no React (GAL-114..118, GAL-120): the play overlay (click, Enter or
// Space) puts the player in place and starts it; revealing one video returns the others on the
// page to their overlays, pausing their players by message first.
import { playerMessage, type VideoProvider, videoPopupOf } from '@folio/core/video-embed';

interface Props {
  src: string | null;
  provider: VideoProvider | null;
}

export interface Player {
  element: HTMLElement;
  reveal(): void;
  returnToOverlay(): void;
}

const players: Player[] = [];

function withAutoplay(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;
}

export function enhanceVideo(
  element: HTMLElement,
  props: Props,
  all: Player[] = players,
  /** Told when the player starts ('playing') and when it goes back to its overlay (a gallery's autoplay waits, GAL-042). */
  onChange?: (state: 'playing' | 'overlay') => void,
): Player | null {
  const frame = element.querySelector<HTMLElement>('[data-video-frame]');
  const overlay = element.querySelector<HTMLButtonElement>('[data-video-play]');
  if (!frame || !overlay || !props.src) return null;
  const src = props.src;
  let iframe: HTMLIFrameElement | null = null;
  const popup = props.provider ? videoPopupOf({ src, providerName: props.provider }) : null;
  const player: Player = {
    element,
    reveal() {
      if (popup) {
        // GAL-121: played in a window of its own; the page stays as it is.
        element.ownerDocument.defaultView?.open(
          popup.url,
          'folio-video',
          `popup,width=${popup.width},height=${popup.height}`,
        );
        return;
      }
      // GAL-117: only one video at a time.
      for (const other of all) if (other !== player) other.returnToOverlay();
      if (!iframe) {
        iframe = element.ownerDocument.createElement('iframe');
        iframe.src = withAutoplay(src);
        iframe.title = 'Video';
        iframe.allow = 'autoplay; fullscreen; picture-in-picture';
        iframe.allowFullscreen = true;
        frame.append(iframe);
      } else {
        const play = props.provider ? playerMessage(props.provider, 'play') : null;
        if (play) iframe.contentWindow?.postMessage(play, '*');
      }
      overlay.hidden = true;
      element.dataset.state = 'playing';
      iframe.focus();
      onChange?.('playing');
    },
    // GAL-118
    returnToOverlay() {
      if (element.dataset.state !== 'playing') return;
      const pause = props.provider ? playerMessage(props.provider, 'pause') : null;
      if (iframe && pause) iframe.contentWindow?.postMessage(pause, '*');
      else if (iframe) {
        // A player that takes no messages is stopped by removing it.
        iframe.remove();
        iframe = null;
      }
      overlay.hidden = false;
      element.dataset.state = 'overlay';
      onChange?.('overlay');
    },
  };
  element.dataset.state = 'overlay';
  // GAL-115, GAL-116: a button, so a click, Enter and Space all press it.
  overlay.addEventListener('click', () => player.reveal());
  all.push(player);
  return player;
}

/** A player no longer on the page (a gallery taken down): it stops being one of the page's players. */
export function forgetPlayer(player: Player, all: Player[] = players) {
  const at = all.indexOf(player);
  if (at >= 0) all.splice(at, 1);
}

export function enhance(element: HTMLElement, props: Props) {
  try {
    enhanceVideo(element, props);
  } catch (error) {
    console.error('The video could not be set up', error);
  }
}
