// The Map block's location in the editor (issue 19, UI-077, docs/decisions/052): a place search
// (UI-093, UI-094) that fills the address and the coordinates, and the same fields to type by hand
// (a site without a geocoder says so and keeps them). The marker takes the map's centre (UI-080).
import { MAP_ADDRESS_MAX, MAP_BOUNDS } from '@folio/core/map-block';
import type { MapLocation } from '@folio/core/widget-settings';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import { isNotConfigured, messageOf, type PlacePrediction, placeDetails, searchPlaces } from '../api/maps.ts';
import styles from './maps.module.css';

type Location = Partial<MapLocation>;

const newSessionToken = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

function NumberInput({
  label,
  value,
  bounds,
  step,
  readOnly,
  onChange,
}: {
  label: string;
  value: number | undefined;
  bounds: { min: number; max: number };
  step: string;
  readOnly?: boolean;
  onChange(value: number | undefined): void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={app.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={app.input}
        type="number"
        inputMode="decimal"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={value ?? ''}
        readOnly={readOnly}
        onChange={(event) => {
          const n = event.target.valueAsNumber;
          onChange(Number.isFinite(n) ? n : undefined);
        }}
      />
    </div>
  );
}

function TextInput({
  label,
  value,
  readOnly,
  onChange,
}: {
  label: string;
  value: string | undefined;
  readOnly?: boolean;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={app.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={app.input}
        value={value ?? ''}
        maxLength={MAP_ADDRESS_MAX}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function MapLocationField({
  value,
  readOnly,
  onChange,
}: {
  value: unknown;
  readOnly?: boolean;
  onChange(value: Location): void;
}) {
  const location = (value && typeof value === 'object' ? value : {}) as Location;
  const set = (patch: Location) => onChange({ ...location, ...patch });
  const searchId = useId();
  const [input, setInput] = useState('');
  const [results, setResults] = useState<PlacePrediction[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const session = useRef(newSessionToken());

  const search = async () => {
    if (!input.trim()) return;
    setProblem(null);
    setNotice('');
    setIsBusy(true);
    try {
      const answer = await searchPlaces(input.trim(), session.current);
      setResults(answer.predictions);
      setNotice(
        answer.predictions.length ? '' : 'No place found. Try other words, or type the address below.',
      );
    } catch (e) {
      setResults(null);
      setProblem(
        isNotConfigured(e)
          ? 'Place search is not set up for this site: add a Google Maps key in Settings › Maps (or ask your administrator for a geocoder). Type the address, latitude and longitude below instead.'
          : messageOf(e),
      );
    } finally {
      setIsBusy(false);
    }
  };

  const choose = async (prediction: PlacePrediction) => {
    setProblem(null);
    setIsBusy(true);
    try {
      const place = await placeDetails(prediction.placeId, session.current);
      // A search and its details make one session (Google bills them together); then a new one.
      session.current = newSessionToken();
      onChange({
        ...location,
        mapLat: place.lat,
        mapLng: place.lng,
        markerLat: place.lat,
        markerLng: place.lng,
        addressTitle: location.addressTitle || place.name,
        addressLine1: place.addressLine1,
        addressLine2: place.addressLine2,
        addressCountry: place.addressCountry,
      });
      setResults(null);
      setInput('');
      setNotice(`The map shows ${prediction.description}.`);
    } catch (e) {
      setProblem(messageOf(e));
    } finally {
      setIsBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  return (
    <div className={styles.location}>
      <div className={styles.field}>
        <label className={app.label} htmlFor={searchId}>
          Find a place
        </label>
        <div className={styles.searchRow}>
          <input
            id={searchId}
            className={app.input}
            type="search"
            value={input}
            placeholder="Address or place name"
            autoComplete="off"
            readOnly={readOnly}
            aria-describedby={problem ? `${searchId}-problem` : undefined}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className={app.secondarySmall}
            disabled={readOnly || isBusy || !input.trim()}
            onClick={() => void search()}
          >
            {isBusy ? 'Searching…' : 'Find place'}
          </button>
        </div>
        {problem ? (
          <p id={`${searchId}-problem`} className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <p className={styles.notice} aria-live="polite">
          {notice}
        </p>
        {results?.length ? (
          <ul className={styles.results} aria-label="Places found">
            {results.map((place) => (
              <li key={place.placeId}>
                <button type="button" className={styles.result} onClick={() => void choose(place)}>
                  <span className={styles.resultMain}>{place.mainText}</span>
                  {place.secondaryText ? (
                    <span className={styles.resultMore}>{place.secondaryText}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <TextInput
        label="Title (shown on the map)"
        value={location.addressTitle}
        readOnly={readOnly}
        onChange={(addressTitle) => set({ addressTitle })}
      />
      <TextInput
        label="Address"
        value={location.addressLine1}
        readOnly={readOnly}
        onChange={(addressLine1) => set({ addressLine1 })}
      />
      <TextInput
        label="Address, second line"
        value={location.addressLine2}
        readOnly={readOnly}
        onChange={(addressLine2) => set({ addressLine2 })}
      />
      <TextInput
        label="Country"
        value={location.addressCountry}
        readOnly={readOnly}
        onChange={(addressCountry) => set({ addressCountry })}
      />
      <div className={styles.pair}>
        <NumberInput
          label="Latitude"
          value={location.mapLat}
          bounds={MAP_BOUNDS.lat}
          step="any"
          readOnly={readOnly}
          onChange={(mapLat) => set({ mapLat, markerLat: mapLat })}
        />
        <NumberInput
          label="Longitude"
          value={location.mapLng}
          bounds={MAP_BOUNDS.lng}
          step="any"
          readOnly={readOnly}
          onChange={(mapLng) => set({ mapLng, markerLng: mapLng })}
        />
      </div>
      <NumberInput
        label="Zoom (1 to 20)"
        value={location.mapZoom}
        bounds={MAP_BOUNDS.zoom}
        step="1"
        readOnly={readOnly}
        onChange={(mapZoom) => set({ mapZoom })}
      />
    </div>
  );
}
