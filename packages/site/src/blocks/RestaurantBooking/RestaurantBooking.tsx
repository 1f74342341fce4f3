// The Restaurant booking block (issue 19, UI-072..076, docs/decisions/049). The server renders a
// link to the restaurant's OpenTable booking page, which works for everyone (no JavaScript, no
// widget, a blocked script). The island (island.ts, no React) lays the box out by its width
// (UI-075/076) and, when the block is scrolled near, loads OpenTable's widget script into it
// (UI-073/074); signed-in users get the preview-only notice instead (UI-072).
import {
  RESTAURANT_PREVIEW_ONLY_MESSAGE,
  restaurantReserveUrl,
  restaurantSettingsOf,
} from '@folio/core/restaurant-booking-block';
import { Island } from '../../islands/Island.tsx';
import styles from './RestaurantBooking.module.css';

export interface RestaurantBookingProps {
  id?: string;
  restaurantId?: string;
  language?: string;
  layout?: string;
  puck?: { isEditing?: boolean };
}

export function RestaurantBooking(props: RestaurantBookingProps) {
  const settings = restaurantSettingsOf(props as Record<string, unknown>);
  if (!settings.restaurantId)
    return props.puck?.isEditing ? (
      <p className={styles.placeholder}>Enter the restaurant’s OpenTable id to show its booking form.</p>
    ) : null;
  return (
    <Island name="RestaurantBooking" props={settings}>
      <section
        className={`${styles.booking} restaurant-booking`}
        aria-label="Book a table"
        data-restaurant-booking=""
        data-layout="standard"
        data-state="idle"
      >
        {/* UI-072: shown by the island to signed-in users, who get no widget. */}
        <p className={styles.notice} role="status" data-restaurant-notice="" hidden>
          {RESTAURANT_PREVIEW_ONLY_MESSAGE}
        </p>
        <p className={styles.fallback}>
          <a
            className={styles.link}
            href={restaurantReserveUrl(settings)}
            target="_blank"
            rel="noopener noreferrer"
            data-restaurant-fallback=""
          >
            Reserve a table on OpenTable
            <span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </p>
        <div className={styles.widget} data-restaurant-widget="" />
      </section>
    </Island>
  );
}
