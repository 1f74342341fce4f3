// PAGE-022: a parking page site shows one full-screen "coming soon" page: the site's logo (or its
// title), its description, and nothing else: no navigation, no header, no footer.
import styles from './ParkingPage.module.css';
import type { SiteLogo } from './SiteHeader.tsx';

export function ParkingPage({
  siteTitle,
  description,
  logo,
}: {
  siteTitle: string;
  description: string;
  logo: SiteLogo | null;
}) {
  return (
    <section className={styles.parking} aria-labelledby="parking-title">
      {logo ? (
        <img className={styles.logo} src={logo.url} alt="" width={logo.width} height={logo.height} />
      ) : null}
      <h1 className={styles.title} id="parking-title">
        {siteTitle}
      </h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      <p className={styles.soon}>Coming soon</p>
    </section>
  );
}
