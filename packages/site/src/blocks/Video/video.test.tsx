import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceVideo } from './island.ts';
import { Video, videoIslandProps } from './Video.tsx';

const youtube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(embed: string, featuredImage = '') {
  const props = { embed, mode: 'none' as const, featuredImage, caption: '' };
  const element = document.createElement('div');
  element.innerHTML = renderToString(<Video {...props} />);
  document.body.append(element);
  return { element, props: videoIslandProps(props) };
}

describe('the Video block', () => {
  it('GAL-112 an unusable embed shows "Invalid video embed." to the owner and nothing to visitors', () => {
    const props = { embed: '<div>nope</div>', mode: 'none' as const, featuredImage: '', caption: '' };
    expect(renderToString(<Video {...props} puck={{ isEditing: true }} />)).toContain('Invalid video embed.');
    expect(renderToString(<Video {...props} />)).toBe('');
    expect(videoIslandProps(props)).toEqual({ src: null, provider: null });
  });

  it('GAL-119 an embed without a size keeps the 56.3 % fallback shape; the pasted HTML is never rendered', () => {
    const html = renderToString(
      <Video
        embed={'<iframe src="https://player.vimeo.com/video/1" onload="x()"></iframe>'}
        mode="none"
        featuredImage=""
        caption=""
      />,
    );
    expect(html).toContain('padding-bottom:56.3%');
    expect(html).not.toContain('onload');
  });

  it('GAL-114 GAL-115 the play overlay shows first; a click on it puts the player in place, playing', () => {
    const { element, props } = mount(youtube, '/s/demo/studio-light.svg');
    expect(element.querySelector('iframe')).toBeNull();
    const overlay = element.querySelector<HTMLButtonElement>('[data-video-play]')!;
    expect(overlay.hidden).toBe(false);
    expect(overlay.getAttribute('aria-label')).toBe('Play video');
    enhanceVideo(element, props, []);
    overlay.click();
    const iframe = element.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1&autoplay=1',
    );
    expect(overlay.hidden).toBe(true);
    expect(element.dataset.state).toBe('playing');
  });

  it('GAL-121 an Instagram video’s play button opens the post in a 620×720 window and leaves the page as it is', () => {
    const { element, props } = mount('https://www.instagram.com/reel/C1a2B3c4D5e/');
    expect(props).toEqual({ src: 'https://www.instagram.com/reel/C1a2B3c4D5e/embed', provider: 'Instagram' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    enhanceVideo(element, props, []);
    element.querySelector<HTMLButtonElement>('[data-video-play]')!.click();
    expect(open).toHaveBeenCalledWith(
      'https://www.instagram.com/reel/C1a2B3c4D5e/',
      'folio-video',
      'popup,width=620,height=720',
    );
    expect(element.querySelector('iframe')).toBeNull();
    expect(element.dataset.state).toBe('overlay');
    open.mockRestore();
  });

  it('GAL-117 GAL-118 GAL-120 revealing one video returns the others to their overlays, pausing YouTube by message', () => {
    const all: ReturnType<typeof enhanceVideo>[] = [];
    const first = mount(youtube);
    const second = mount('https://vimeo.com/76979871');
    const a = enhanceVideo(first.element, first.props, all as never)!;
    const b = enhanceVideo(second.element, second.props, all as never)!;
    a.reveal();
    const sent: unknown[] = [];
    const frame = first.element.querySelector('iframe')!;
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: (m: unknown) => sent.push(m) } });
    b.reveal();
    expect(first.element.dataset.state).toBe('overlay');
    expect(first.element.querySelector<HTMLButtonElement>('[data-video-play]')!.hidden).toBe(false);
    expect(sent).toEqual([JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' })]);
    expect(second.element.dataset.state).toBe('playing');
    // GAL-118: and back to its overlay on its own.
    b.returnToOverlay();
    expect(second.element.dataset.state).toBe('overlay');
  });
});
