import type { GalleryItemView } from '@folio/core/gallery-api';
import { type DragEvent, useState } from 'react';
import app from '../../../app/app.module.css';
import { thumbnailOf } from '../api/galleries.ts';
import { moved, orderAfterDrop } from '../slide-order.ts';
import styles from './galleries.module.css';

export const slideButtonId = (id: string) => `gallery-slide-${id}`;
export const moveButtonId = (id: string, direction: -1 | 1) =>
  `gallery-slide-${id}-${direction < 0 ? 'earlier' : 'later'}`;

/** What a slide is called in the config area: its caption, else its URL. */
export const slideLabel = (item: GalleryItemView) => item.caption.trim() || item.slug;

/**
 * The slides in order. Drag one onto another to put it there (native drag and drop), or move it a
 * step with Earlier and Later, which work from the keyboard too.
 */
export function SlideGrid({
  items,
  selectedId,
  onSelect,
  onReorder,
}: {
  items: GalleryItemView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The new order; `moved` names the slide moved by a button, so focus can stay on it. */
  onReorder: (ids: string[], moved?: { id: string; direction: -1 | 1 }) => void;
}) {
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const ids = items.map((item) => item.id);

  function endDrag() {
    setDraggedId(null);
    setOverId(null);
  }

  function drop(event: DragEvent, targetId: string) {
    event.preventDefault();
    const dragged = draggedId ?? event.dataTransfer?.getData('text/plain') ?? '';
    endDrag();
    const next = orderAfterDrop(ids, dragged, targetId);
    if (next) onReorder(next);
  }

  return (
    <>
      <p id="gallery-slides-hint" className={styles.hint}>
        Drag a slide onto another to put it in that place, or use Earlier and Later. Choose a slide to edit
        its caption, alt text and links.
      </p>
      <ol className={styles.grid} aria-label="Slides" aria-describedby="gallery-slides-hint">
        {items.map((item, index) => {
          const label = slideLabel(item);
          const className =
            item.id === draggedId
              ? styles.slideDragging
              : item.id === overId
                ? styles.slideDropTarget
                : styles.slide;
          return (
            <li
              key={item.id}
              className={className}
              draggable
              onDragStart={(event) => {
                setDraggedId(item.id);
                // Firefox starts a drag only with data set.
                event.dataTransfer?.setData('text/plain', item.id);
                if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (!draggedId) return;
                event.preventDefault();
                if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
                if (overId !== item.id) setOverId(item.id);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                  setOverId((current) => (current === item.id ? null : current));
              }}
              onDrop={(event) => drop(event, item.id)}
              onDragEnd={endDrag}
            >
              <button
                id={slideButtonId(item.id)}
                type="button"
                className={item.id === selectedId ? styles.cardSelected : styles.card}
                aria-pressed={item.id === selectedId}
                onClick={() => onSelect(item.id)}
              >
                <span className={styles.thumb}>
                  {item.src ? (
                    <img
                      src={thumbnailOf(item.src, 300)}
                      alt=""
                      loading="lazy"
                      draggable={false}
                      width={item.width}
                      height={item.height}
                      style={{ objectPosition: `${item.focalPoint.x * 100}% ${item.focalPoint.y * 100}%` }}
                    />
                  ) : null}
                  {item.type === 'video' ? <span className={styles.videoMark}>Video</span> : null}
                  <span className={styles.position}>
                    <span className={app.visuallyHidden}>Slide </span>
                    {index + 1}
                    <span className={app.visuallyHidden}>:</span>
                  </span>
                </span>
                <span className={styles.cardName}>{label}</span>
                <span className={styles.cardMeta}>
                  {item.type === 'video' ? 'Video' : `${item.width} × ${item.height}`}
                  {item.clickThroughUrl ? ` · links to ${item.clickThroughUrl}` : ''}
                </span>
              </button>
              <span className={styles.moveButtons}>
                <button
                  id={moveButtonId(item.id, -1)}
                  type="button"
                  className={app.secondarySmall}
                  aria-label={`Move “${label}” earlier`}
                  disabled={index === 0}
                  onClick={() => onReorder(moved(ids, index, index - 1), { id: item.id, direction: -1 })}
                >
                  Earlier
                </button>
                <button
                  id={moveButtonId(item.id, 1)}
                  type="button"
                  className={app.secondarySmall}
                  aria-label={`Move “${label}” later`}
                  disabled={index === items.length - 1}
                  onClick={() => onReorder(moved(ids, index, index + 1), { id: item.id, direction: 1 })}
                >
                  Later
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
