import { type FormEvent, useState } from 'react';
import app from '../../../app/app.module.css';
import { messageOf } from '../api/galleries.ts';
import styles from './galleries.module.css';

/** "Add video": a YouTube or Vimeo address, or a player's embed code, and an optional caption. */
export function VideoForm({
  onAdd,
  onClose,
}: {
  onAdd: (video: { videoUrl: string; caption: string }) => Promise<void>;
  onClose: () => void;
}) {
  const [videoUrl, setVideoUrl] = useState('');
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!videoUrl.trim()) {
      setProblem('Paste the address of a YouTube or Vimeo video, or its embed code.');
      return;
    }
    setIsAdding(true);
    try {
      await onAdd({ videoUrl: videoUrl.trim(), caption: caption.trim() });
      onClose();
    } catch (e) {
      // What was pasted stays, to be corrected.
      setProblem(messageOf(e));
      setIsAdding(false);
    }
  }

  return (
    <form
      className={styles.panel}
      aria-labelledby="gallery-video-title"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h4 id="gallery-video-title">Add video</h4>
      <label className={app.label} htmlFor="gallery-video-url">
        Video address or embed code
      </label>
      <textarea
        id="gallery-video-url"
        className={`${app.input} ${styles.videoInput}`}
        rows={3}
        placeholder="https://www.youtube.com/watch?v=…"
        value={videoUrl}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'gallery-video-problem' : 'gallery-video-hint'}
        onChange={(e) => {
          setVideoUrl(e.target.value);
          setProblem(null);
        }}
      />
      {problem ? (
        <span id="gallery-video-problem" role="alert" className={styles.fieldProblem}>
          {problem}
        </span>
      ) : (
        <p id="gallery-video-hint" className={styles.hint}>
          A YouTube or Vimeo address, or the embed code a video service gives (an iframe with an https
          address).
        </p>
      )}
      <label className={app.label} htmlFor="gallery-video-caption">
        Caption (optional)
      </label>
      <input
        id="gallery-video-caption"
        className={app.input}
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
      />
      <div className={styles.panelActions}>
        <button type="submit" className={app.primarySmall} disabled={isAdding}>
          {isAdding ? 'Adding…' : 'Add video'}
        </button>
        <button type="button" className={app.secondarySmall} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
