import { humanizeBytes } from '@folio/core/file-size';
import type { MediaView } from '@folio/core/media-api';
import { imageAt } from '../api/media.ts';
import styles from './media.module.css';

export const mediaItemId = (id: string) => `media-item-${id}`;

/** The library's images, newest first; choosing one opens its details. */
export function MediaGrid({
  media,
  selectedId,
  onSelect,
}: {
  media: MediaView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className={styles.grid} aria-label="Images">
      {media.map((item) => (
        <li key={item.id}>
          <button
            id={mediaItemId(item.id)}
            type="button"
            className={item.id === selectedId ? styles.cardSelected : styles.card}
            aria-pressed={item.id === selectedId}
            onClick={() => onSelect(item.id)}
          >
            <span className={styles.thumb}>
              {/* The name beside the thumbnail labels the button; the alt text would repeat it. */}
              <img
                src={imageAt(item, 300)}
                alt=""
                loading="lazy"
                width={item.width}
                height={item.height}
                style={{ objectPosition: `${item.focalPoint.x * 100}% ${item.focalPoint.y * 100}%` }}
              />
            </span>
            <span className={styles.cardName}>{item.fileName}</span>
            <span className={styles.cardMeta}>
              {item.width} × {item.height} · {humanizeBytes(item.bytes)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
