// Settings › Cookie banner (issue 18 part 1, UI-028..047): the banner's settings beside a live
// preview — the site's home page framed with the unsaved banner on it, rendered by the server the
// way visitors get it (apps/server/src/render/cookie-banner.ts, BANNER_PREVIEW_PARAM). Saved through
// the site settings API (the whole settings, the banner replaced).
import type { CookieBannerSettings } from '@folio/core/site-settings';
import { BAR_POSITIONS, normalizeCookieBanner, POPUP_POSITIONS } from '@folio/core/site-settings';
import {
  cookieBannerSchema,
  type SiteSettingsBody,
  type SiteSettingsView,
} from '@folio/core/site-settings-api';
import { useEffect } from 'react';
import app from '../../../app/app.module.css';
import { bodyOf, useSaveSiteSettings, useSiteSettings } from '../api/site-settings.ts';
import { previewAddress, useSettingsScreen } from '../hooks/use-settings-screen.ts';
import { POSITION_LABELS } from './choices.ts';
import styles from './cookie-banner.module.css';
import { Check, Field } from './fields.tsx';
import { SettingsPreview, SettingsScreenFrame, SettingsScreenLayout } from './screen-parts.tsx';

/** The query parameter the page route reads (render/cookie-banner.ts BANNER_PREVIEW_PARAM). */
const PREVIEW_PARAM = 'folio-cookie-banner-preview';

const previewOf = (banner: CookieBannerSettings) =>
  previewAddress(PREVIEW_PARAM, normalizeCookieBanner({ ...banner }));

export function CookieBannerScreen() {
  return (
    <SettingsScreenFrame title="Cookie banner" titleId="cookie-banner-title" query={useSiteSettings()}>
      {(view) => <CookieBannerForm view={view} />}
    </SettingsScreenFrame>
  );
}

function CookieBannerForm({ view }: { view: SiteSettingsView }) {
  const save = useSaveSiteSettings();
  const screen = useSettingsScreen<CookieBannerSettings>({
    defaults: view.cookieBanner,
    schema: cookieBannerSchema,
    previewOf,
    leaveMessage: 'The cookie banner has changes that are not saved. Leave without saving?',
    save: async (banner) => {
      const saved = await save.mutateAsync({
        ...(bodyOf(view) as SiteSettingsBody),
        cookieBanner: banner as SiteSettingsBody['cookieBanner'],
      });
      return {
        values: saved.cookieBanner,
        notice: saved.cookieBanner.isCookieBannerEnabled
          ? 'Saved. Visitors see this banner now.'
          : 'Saved. The banner is off: visitors do not see it.',
      };
    },
  });
  const { register, setValue } = screen.form;
  const { values, problem } = screen;
  const variant = values.cookieBannerVariant;
  const positions: readonly string[] = variant === 'POPUP' ? POPUP_POSITIONS : BAR_POSITIONS;

  // A bar sits at the top or bottom, a popup in a corner: switching keeps a position that fits.
  useEffect(() => {
    if (!positions.includes(values.cookieBannerPosition))
      setValue('cookieBannerPosition', variant === 'POPUP' ? 'BOTTOM_LEFT' : 'BOTTOM', { shouldDirty: true });
  }, [positions, values.cookieBannerPosition, variant, setValue]);

  return (
    <SettingsScreenLayout
      label="Cookie banner settings"
      hint="Visitors see the banner until they accept or decline; their choice is kept for 30 days. Change what it says and everyone is asked again."
      saveLabel="Save banner"
      screen={screen}
      preview={
        <SettingsPreview
          name="banner"
          frameTitle="The home page with the cookie banner as visitors will see it"
          src={screen.previewSrc}
        />
      }
    >
      <Check {...register('isCookieBannerEnabled')}>Show a cookie banner</Check>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Look</legend>
        <div className={styles.pair}>
          <Field id="banner-variant" label="Style" problem={problem('cookieBannerVariant')}>
            {(a) => (
              <select id="banner-variant" className={app.select} {...a} {...register('cookieBannerVariant')}>
                <option value="BAR">Bar across the page</option>
                <option value="POPUP">Popup in a corner</option>
              </select>
            )}
          </Field>
          <Field id="banner-position" label="Position" problem={problem('cookieBannerPosition')}>
            {(a) => (
              <select
                id="banner-position"
                className={app.select}
                {...a}
                {...register('cookieBannerPosition')}
              >
                {positions.map((p) => (
                  <option key={p} value={p}>
                    {POSITION_LABELS[p]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="banner-theme" label="Theme" problem={problem('cookieBannerTheme')}>
            {(a) => (
              <select id="banner-theme" className={app.select} {...a} {...register('cookieBannerTheme')}>
                <option value="DARK">Dark</option>
                <option value="LIGHT">Light</option>
              </select>
            )}
          </Field>
          <Field id="banner-cta-variant" label="Accept control" problem={problem('cookieBannerCtaVariant')}>
            {(a) => (
              <select
                id="banner-cta-variant"
                className={app.select}
                {...a}
                {...register('cookieBannerCtaVariant')}
              >
                <option value="ICON">Icon</option>
                <option value="BUTTON">Button</option>
                <option value="TEXT">Text</option>
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Words</legend>
        <Field
          id="banner-text"
          label="Banner text"
          hint="Empty: the default text. You may use <strong>, <em> and links, such as <a href=&quot;/privacy&quot;>Privacy policy</a>."
          problem={problem('cookieBannerText')}
        >
          {(a) => (
            <textarea
              id="banner-text"
              className={`${app.input} ${styles.textarea}`}
              rows={4}
              placeholder="By using this website, you agree to our use of cookies…"
              {...a}
              {...register('cookieBannerText')}
            />
          )}
        </Field>
        <Field id="banner-accept-type" label="Visitors can" problem={problem('cookieBannerAcceptType')}>
          {(a) => (
            <select
              id="banner-accept-type"
              className={app.select}
              {...a}
              {...register('cookieBannerAcceptType')}
            >
              <option value="OPT_IN">Accept</option>
              <option value="OPT_IN_AND_OUT">Accept or decline</option>
            </select>
          )}
        </Field>
        <div className={styles.pair}>
          <Field
            id="banner-cta"
            label="Accept text"
            hint="Empty: Accept."
            problem={problem('cookieBannerCtaText')}
          >
            {(a) => (
              <input id="banner-cta" className={app.input} {...a} {...register('cookieBannerCtaText')} />
            )}
          </Field>
          {values.cookieBannerAcceptType === 'OPT_IN_AND_OUT' ? (
            <Field
              id="banner-opt-out"
              label="Decline text"
              hint="Empty: Decline."
              problem={problem('cookieBannerOptOutCtaText')}
            >
              {(a) => (
                <input
                  id="banner-opt-out"
                  className={app.input}
                  {...a}
                  {...register('cookieBannerOptOutCtaText')}
                />
              )}
            </Field>
          ) : null}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Visitor data</legend>
        <Check
          hint="Until a visitor accepts, no tracking cookie is kept, and ones set before are removed."
          {...register('isRestrictiveCookiePolicyAbsolute')}
        >
          Restrictive cookie policy
        </Check>
        <Check
          hint="Count visits without any identifying cookie, for every visitor."
          {...register('isAnalyticsCookiesDisabled')}
        >
          Analytics without cookies
        </Check>
        <Check hint="Off: visitor data is restricted." {...register('isActivityLogEnabled')}>
          Keep the visitor activity log
        </Check>
      </fieldset>
    </SettingsScreenLayout>
  );
}
