// Settings › Maps (issue 19, UI-088, docs/decisions/052): the site's Google Maps key. With a key,
// maps are Google's and place search asks Google Places; without one, maps are Leaflet's with the
// server's tiles, and place search needs the server's geocoder. No <form>: it sits inside the
// settings form, so it saves on its own button (Enter in its field saves the key, not the settings).
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import app from '../../../app/app.module.css';
import settings from '../../settings/components/settings.module.css';
import { messageOf, useMapsSettings, useSaveMapsSettings } from '../api/maps.ts';
import styles from './maps.module.css';

const PROVIDER_TEXT = {
  google: 'Maps on your pages are drawn by Google Maps with this key.',
  leaflet: 'Without a key, maps are drawn with OpenStreetMap data (Leaflet), no account needed.',
};
const GEOCODER_TEXT = {
  google: 'Place search in the Map block asks Google Places with this key.',
  nominatim: 'Place search in the Map block uses the server’s geocoder.',
  none: 'Place search in the Map block is off: add a key, or type addresses and coordinates by hand.',
};

export function MapsSection() {
  const query = useMapsSettings();
  const save = useSaveMapsSettings();
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const inputId = useId();
  const saved = query.data?.googleMapsApiKey;
  useEffect(() => {
    if (saved !== undefined) setKey(saved);
  }, [saved]);

  const submit = async () => {
    setProblem(null);
    setNotice('');
    try {
      const view = await save.mutateAsync(key.trim());
      setNotice(view.googleMapsApiKey ? 'The Google Maps key is saved.' : 'The Google Maps key is removed.');
    } catch (e) {
      setProblem(messageOf(e).replace(/^googleMapsApiKey: /, ''));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  return (
    <section className={settings.section} aria-labelledby="settings-maps">
      <h3 id="settings-maps" className={settings.sectionTitle}>
        Maps
      </h3>
      <div className={styles.field}>
        <label className={app.label} htmlFor={inputId}>
          Google Maps key (optional)
        </label>
        <div className={styles.keyRow}>
          <input
            id={inputId}
            className={app.input}
            value={key}
            autoComplete="off"
            spellCheck={false}
            placeholder="AIza…"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-problem` : ''}`}
            onChange={(event) => setKey(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className={app.secondarySmall}
            disabled={save.isPending || !query.data || key.trim() === (saved ?? '')}
            onClick={() => void submit()}
          >
            {save.isPending ? 'Saving…' : 'Save key'}
          </button>
        </div>
        <p id={`${inputId}-hint`} className={settings.hint}>
          {query.data
            ? `${PROVIDER_TEXT[query.data.provider]} ${GEOCODER_TEXT[query.data.geocoder]}`
            : 'Loading…'}
        </p>
        {problem ? (
          <p id={`${inputId}-problem`} className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <p className={styles.notice} aria-live="polite">
          {notice}
        </p>
      </div>
    </section>
  );
}
