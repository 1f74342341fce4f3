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
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, get, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import { bodyOf, messageOf, useSaveSiteSettings, useSiteSettings } from '../api/site-settings.ts';
import { POSITION_LABELS } from './choices.ts';
import styles from './cookie-banner.module.css';
import { Check, Field } from './fields.tsx';

/** The query parameter the page route reads (render/cookie-banner.ts BANNER_PREVIEW_PARAM). */
const PREVIEW_PARAM = 'folio-cookie-banner-preview';
const PREVIEW_DELAY_MS = 300;
const LEAVE_UNSAVED = 'The cookie banner has changes that are not saved. Leave without saving?';

function previewAddress(banner: CookieBannerSettings): string {
  const bytes = new TextEncoder().encode(JSON.stringify(banner));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const value = btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  // noredirect: a signed-in owner is not sent from the site to the config area (AUTH-011).
  return `/?noredirect&${PREVIEW_PARAM}=${value}`;
}

const problemAt = (errors: FieldErrors, key: string): string | undefined =>
  (get(errors, key) as { message?: string } | undefined)?.message;

export function CookieBannerScreen() {
  const query = useSiteSettings();
  return (
    <Frame title="Cookie banner" titleId="cookie-banner-title" dialogClassName={undefined} layout="fill">
      {query.error ? (
        <p role="alert" className={app.error}>
          {messageOf(query.error)}
        </p>
      ) : null}
      {query.data ? <CookieBannerForm view={query.data} /> : query.error ? null : <p>Loading…</p>}
    </Frame>
  );
}

function CookieBannerForm({ view }: { view: SiteSettingsView }) {
  const { register, watch, handleSubmit, reset, setValue, formState } = useForm<CookieBannerSettings>({
    defaultValues: view.cookieBanner,
    resolver: zodResolver(cookieBannerSchema) as never,
  });
  const save = useSaveSiteSettings();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const problem = (key: keyof CookieBannerSettings) => problemAt(formState.errors, key);
  const values = watch();
  const variant = values.cookieBannerVariant;
  const positions: readonly string[] = variant === 'POPUP' ? POPUP_POSITIONS : BAR_POSITIONS;
  const isDirty = formState.isDirty;

  // A bar sits at the top or bottom, a popup in a corner: switching keeps a position that fits.
  useEffect(() => {
    if (!positions.includes(values.cookieBannerPosition))
      setValue('cookieBannerPosition', variant === 'POPUP' ? 'BOTTOM_LEFT' : 'BOTTOM', { shouldDirty: true });
  }, [positions, values.cookieBannerPosition, variant, setValue]);

  // The preview follows the form, a moment after the last change, with what the server would accept.
  const wanted = useMemo(() => {
    const parsed = cookieBannerSchema.safeParse(values);
    return parsed.success ? previewAddress(normalizeCookieBanner(parsed.data)) : null;
  }, [values]);
  const [previewSrc, setPreviewSrc] = useState(() => previewAddress(view.cookieBanner));
  useEffect(() => {
    if (!wanted || wanted === previewSrc) return;
    const timer = setTimeout(() => setPreviewSrc(wanted), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, previewSrc]);

  const onValid = async (banner: CookieBannerSettings) => {
    setError(null);
    setNotice('');
    try {
      const saved = await save.mutateAsync({
        ...(bodyOf(view) as SiteSettingsBody),
        cookieBanner: banner as SiteSettingsBody['cookieBanner'],
      });
      reset(saved.cookieBanner);
      setNotice(
        saved.cookieBanner.isCookieBannerEnabled
          ? 'Saved. Visitors see this banner now.'
          : 'Saved. The banner is off: visitors do not see it.',
      );
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        noValidate
        aria-label="Cookie banner settings"
        onSubmit={(event) =>
          void handleSubmit(onValid, () => setError('Some fields need attention before saving.'))(event)
        }
      >
        <div className={styles.scroll}>
          <p className={styles.back}>
            <Link
              href="/"
              onClick={(event) => !isDirty || window.confirm(LEAVE_UNSAVED) || event.preventDefault()}
            >
              ← All settings
            </Link>
          </p>
          <p className={styles.hint}>
            Visitors see the banner until they accept or decline; their choice is kept for 30 days. Change
            what it says and everyone is asked again.
          </p>
          <Check {...register('isCookieBannerEnabled')}>Show a cookie banner</Check>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Look</legend>
            <div className={styles.pair}>
              <Field id="banner-variant" label="Style" problem={problem('cookieBannerVariant')}>
                {(a) => (
                  <select
                    id="banner-variant"
                    className={app.select}
                    {...a}
                    {...register('cookieBannerVariant')}
                  >
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
              <Field
                id="banner-cta-variant"
                label="Accept control"
                problem={problem('cookieBannerCtaVariant')}
              >
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
        </div>
        <div className={styles.footer}>
          <p className={app.notice} role="status">
            {notice}
          </p>
          {error ? (
            <p role="alert" className={app.error}>
              {error}
            </p>
          ) : null}
          <button type="submit" className={app.primarySmall} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save banner'}
          </button>
        </div>
      </form>
      <section className={styles.previewPane} aria-labelledby="banner-preview-title">
        <div className={styles.previewHead}>
          <h2 id="banner-preview-title" className={styles.previewTitle}>
            Preview on the home page
          </h2>
          <div className={styles.widths} role="radiogroup" aria-label="Preview width">
            {(['desktop', 'phone'] as const).map((w) => (
              <label key={w} className={width === w ? styles.widthOn : styles.width}>
                <input
                  type="radio"
                  name="banner-preview-width"
                  value={w}
                  checked={width === w}
                  onChange={() => setWidth(w)}
                />
                {w === 'desktop' ? 'Desktop' : 'Phone'}
              </label>
            ))}
          </div>
        </div>
        <div className={styles.previewStage}>
          <iframe
            title="The home page with the cookie banner as visitors will see it"
            className={width === 'phone' ? styles.previewPhone : styles.preview}
            src={previewSrc}
          />
        </div>
      </section>
    </div>
  );
}
