// The Video block (GAL-109..120): an embed read by @folio/core/video-embed, shown as a cover with a
// play button first; the island puts the player in place when the visitor asks.
import {
  aspectPercent,
  featuredImageProblem,
  parseVideoEmbed,
  type VideoMode,
  videoModeProblem,
} from '@folio/core/video-embed';
import styles from './Video.module.css';

export interface VideoProps {
  embed: string;
  mode: VideoMode;
  featuredImage: string;
  caption: string;
  puck?: { isEditing?: boolean };
}

/** What the island needs: the player's source and provider (never the pasted HTML). */
export function videoIslandProps(props: VideoProps) {
  const embed = parseVideoEmbed(props.embed);
  return embed.type === 'invalid'
    ? { src: null, provider: null }
    : { src: embed.src, provider: embed.providerName };
}

export function Video({ embed: pasted, mode, featuredImage, caption, puck }: VideoProps) {
  const embed = parseVideoEmbed(pasted);
  const problem =
    embed.type === 'invalid'
      ? embed.message
      : (videoModeProblem(mode) ?? featuredImageProblem(embed, Boolean(featuredImage.trim())));
  if (embed.type === 'invalid' || problem) {
    // GAL-112, GAL-113: the owner sees why; visitors see nothing.
    const message = embed.type === 'invalid' ? embed.message : problem;
    return puck?.isEditing ? (
      <div className={styles.invalid}>{pasted.trim() ? message : 'Paste a video address or embed code'}</div>
    ) : null;
  }
  const ratio = mode === 'fill' ? 56.25 : aspectPercent(embed);
  return (
    <figure className={styles.figure} data-video="" data-mode={mode ?? 'none'}>
      <div className={styles.frame} style={{ paddingBottom: `${ratio}%` }} data-video-frame="">
        {/* GAL-114: the play overlay first; the player loads only when asked for. */}
        <button type="button" className={styles.overlay} data-video-play="" aria-label="Play video">
          {featuredImage.trim() ? (
            <img className={styles.cover} src={featuredImage.trim()} alt="" loading="lazy" decoding="async" />
          ) : null}
          <span className={styles.playIcon} aria-hidden="true" />
        </button>
      </div>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
