// UI-098: the Settings screen's switch for the mobile information bar and the business details it
// offers, under the business information they come from.
import type { SiteSettingsInput } from '@folio/core/site-settings-api';
import type { UseFormRegister } from 'react-hook-form';
import { Check } from './fields.tsx';
import styles from './settings.module.css';

export function MobileInfoBarFields({
  register,
  isEnabled,
}: {
  register: UseFormRegister<SiteSettingsInput>;
  isEnabled: boolean;
}) {
  return (
    <fieldset className={styles.infoBar}>
      <legend className={styles.infoBarTitle}>Mobile information bar</legend>
      <Check
        hint="A bar at the bottom of phones and tablets (up to 1024 px wide) to call, find, email you or see your hours."
        {...register('profile.mobileInfoBar.isEnabled')}
      >
        Show the mobile information bar
      </Check>
      {/* The items show once the bar is on (their values are kept while hidden). */}
      {isEnabled ? (
        <div className={styles.infoBarItems} role="group" aria-label="What the bar offers">
          <Check {...register('profile.mobileInfoBar.showPhone')}>Phone</Check>
          <Check {...register('profile.mobileInfoBar.showAddress')}>Address, with a map link</Check>
          <Check {...register('profile.mobileInfoBar.showEmail')}>Email</Check>
          <Check {...register('profile.mobileInfoBar.showHours')}>Opening hours</Check>
        </div>
      ) : null}
    </fieldset>
  );
}
