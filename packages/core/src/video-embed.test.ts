import { describe, expect, it } from 'vitest';
import {
  aspectPercent,
  FALLBACK_ASPECT_PERCENT,
  featuredImageProblem,
  parseVideoEmbed,
  playerMessage,
  playerUrlOf,
  VIDEO_MESSAGES,
  videoModeProblem,
} from './video-embed.ts';

describe('video embeds', () => {
  it('GAL-109 GAL-111 an iframe embed gives its html, provider, width and height', () => {
    const embed = parseVideoEmbed(
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" frameborder="0" allowfullscreen></iframe>',
    );
    expect(embed).toMatchObject({
      type: 'iframe',
      providerName: 'YouTube',
      width: 560,
      height: 315,
      src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
    expect(embed.type !== 'invalid' && embed.html).toContain(
      'src="https://www.youtube.com/embed/dQw4w9WgXcQ"',
    );
  });

  it('GAL-111 an object embed is of type object; a watch address becomes the provider’s player', () => {
    expect(
      parseVideoEmbed(
        '<object width="400" height="300" data="https://player.vimeo.com/video/76979871"></object>',
      ),
    ).toMatchObject({ type: 'object', providerName: 'Vimeo', width: 400, height: 300 });
    expect(parseVideoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({
      type: 'iframe',
      src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1',
    });
    expect(playerUrlOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?api=1');
    expect(playerUrlOf('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1',
    );
  });

  it('GAL-112 anything without a usable https iframe or object is invalid: "Invalid video embed."', () => {
    for (const bad of [
      '',
      '<div>no video</div>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="http://insecure.example/video"></iframe>',
      '<script>alert(1)</script>',
      'https://example.com/not-a-video',
    ])
      expect(parseVideoEmbed(bad)).toEqual({ type: 'invalid', message: 'Invalid video embed.' });
  });

  it('never passes the pasted HTML through: only the source, escaped, in Folio’s own iframe', () => {
    const embed = parseVideoEmbed(
      '<iframe src="https://player.vimeo.com/video/1?a=1&amp;b=2" onload="alert(1)"></iframe><script>alert(2)</script>',
    );
    expect(embed.type).toBe('iframe');
    if (embed.type === 'invalid') return;
    expect(embed.html).not.toContain('onload');
    expect(embed.html).not.toContain('script');
    expect(embed.src).toBe('https://player.vimeo.com/video/1?a=1&b=2');
  });

  it('GAL-110 the mode must be none, fit, fill or null', () => {
    for (const ok of ['none', 'fit', 'fill', null]) expect(videoModeProblem(ok)).toBeNull();
    expect(videoModeProblem('stretch')).toBe(
      'The video mode must be none, fit, fill or null (got "stretch").',
    );
  });

  it('GAL-113 a featured image needs an embeddable video', () => {
    expect(featuredImageProblem(parseVideoEmbed('nothing'), true)).toBe(
      VIDEO_MESSAGES.featuredImageNeedsEmbed,
    );
    expect(VIDEO_MESSAGES.featuredImageNeedsEmbed).toBe(
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    );
    expect(featuredImageProblem(parseVideoEmbed('https://vimeo.com/76979871'), true)).toBeNull();
    expect(featuredImageProblem(parseVideoEmbed('nothing'), false)).toBeNull();
  });

  it('GAL-119 the fallback aspect ratio is 56.3 %; a sized embed keeps its own', () => {
    expect(FALLBACK_ASPECT_PERCENT).toBe(56.3);
    expect(aspectPercent({ width: null, height: null })).toBe(56.3);
    expect(aspectPercent({ width: 400, height: 300 })).toBe(75);
  });

  it('GAL-120 YouTube and Vimeo players are played and paused by messages', () => {
    expect(JSON.parse(playerMessage('YouTube', 'pause')!)).toEqual({
      event: 'command',
      func: 'pauseVideo',
      args: '',
    });
    expect(JSON.parse(playerMessage('YouTube', 'play')!)).toEqual({
      event: 'command',
      func: 'playVideo',
      args: '',
    });
    expect(JSON.parse(playerMessage('Vimeo', 'pause')!)).toEqual({ method: 'pause' });
    expect(playerMessage('other', 'pause')).toBeNull();
  });
});
