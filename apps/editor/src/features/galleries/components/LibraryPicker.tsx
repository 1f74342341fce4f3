import type { MediaView } from '@folio/core/media-api';
import { useEffect, useState } from 'react';
import app from '../../../app/app.module.css';
// The Media feature owns the library; this panel only lists it to choose from.
import { fetchMedia, imageAt } from '../../media/api/media.ts';
import { messageOf } from '../api/galleries.ts';
import { roomProblem } from '../slide-form.ts';
import styles from './galleries.module.css';

/** "Add from library": choose images already uploaded, in the order they are to appear. */
export function LibraryPicker({
  itemCount,
  inGallery,
  onAdd,
  onClose,
}: {
  itemCount: number;
  /** Media ids already in this gallery (they may be added again). */
  inGallery: ReadonlySet<string>;
  onAdd: (mediaIds: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const [media, setMedia] = useState<MediaView[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  useEffect(() => {
    fetchMedia()
      .then(setMedia)
      .catch((e: unknown) => setProblem(messageOf(e)));
  }, []);

  function toggle(id: string) {
    if (chosen.includes(id)) {
      setChosen(chosen.filter((c) => c !== id));
      setProblem(null);
      return;
    }
    const full = roomProblem(itemCount, chosen.length + 1);
    if (full) return setProblem(full);
    setChosen([...chosen, id]);
  }

  async function add() {
    setIsAdding(true);
    setProblem(null);
    try {
      await onAdd(chosen);
      onClose();
    } catch (e) {
      // The choice stays, to try again.
      setProblem(messageOf(e));
      setIsAdding(false);
    }
  }

  const count = chosen.length;
  return (
    <section className={styles.panel} aria-labelledby="gallery-library-title">
      <h4 id="gallery-library-title">Add from library</h4>
      {media === null && !problem ? <p className={app.dialogText}>Loading…</p> : null}
      {media?.length === 0 ? (
        <p className={app.dialogText}>
          The Media library has no images yet. Upload some with “Upload images”.
        </p>
      ) : null}
      {media?.length ? (
        <>
          <p className={styles.hint}>Choose images in the order they are to appear.</p>
          <ul className={`${styles.grid} ${styles.libraryGrid}`} aria-label="Library images">
            {media.map((item) => {
              const order = chosen.indexOf(item.id);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={order >= 0 ? styles.cardSelected : styles.card}
                    aria-pressed={order >= 0}
                    onClick={() => toggle(item.id)}
                  >
                    <span className={styles.thumb}>
                      <img
                        src={imageAt(item, 300)}
                        alt=""
                        loading="lazy"
                        width={item.width}
                        height={item.height}
                      />
                      {order >= 0 ? <span className={styles.position}>{order + 1}</span> : null}
                    </span>
                    <span className={styles.cardName}>{item.fileName}</span>
                    {inGallery.has(item.id) ? <span className={styles.cardMeta}>In this gallery</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.noticeError}>
          {problem}
        </p>
      ) : null}
      <div className={styles.panelActions}>
        <button
          type="button"
          className={app.primarySmall}
          disabled={count === 0 || isAdding}
          onClick={() => void add()}
        >
          {isAdding ? 'Adding…' : count === 1 ? 'Add 1 image' : `Add ${count} images`}
        </button>
        <button type="button" className={app.secondarySmall} onClick={onClose}>
          Cancel
        </button>
      </div>
    </section>
  );
}
