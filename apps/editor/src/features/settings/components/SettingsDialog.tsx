// The config area's Settings screen (issue 16 part 4): one form in sections, checked by the server's own
// schema (siteSettingsBody) before it is sent, its data through TanStack Query.
import { SOCIAL_NETWORKS } from '@folio/core/site-profile';
import type { CookieBannerSettings } from '@folio/core/site-settings';
import {
  type SiteSettingsBody,
  type SiteSettingsInput,
  type SiteSettingsView,
  siteSettingsBody,
  WEBSITE_TYPE_LABELS,
} from '@folio/core/site-settings-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type FieldErrors, get, useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import shell from '../../../app/library-dialog.module.css';
import { MapsSection } from '../../maps/components/MapsSection.tsx';
import { messageOf, useSaveSiteSettings, useSiteSettings } from '../api/site-settings.ts';
import { LANGUAGES, NETWORK_LABELS, POSITION_LABELS, timeZones } from './choices.ts';
import { DomainsSection } from './DomainsSection.tsx';
import { Check, Field, ImageChoice, imageOf } from './fields.tsx';
import { MobileInfoBarFields } from './MobileInfoBarFields.tsx';
import styles from './settings.module.css';

const SECTIONS = [
  { id: 'general', label: 'General' },
  { id: 'logo', label: 'Logo and favicon' },
  { id: 'social', label: 'Social accounts' },
  { id: 'business', label: 'Business information' },
  { id: 'access', label: 'Site access' },
  { id: 'domains', label: 'Domains' },
  { id: 'cookies', label: 'Cookie banner' },
  { id: 'announcement', label: 'Announcement bar' },
  { id: 'popup', label: 'Popup overlay' },
  { id: 'maps', label: 'Maps' },
] as const;

/** The form's values: the API body (the answer without the logo preview and the permission flag). */
function formOf(view: SiteSettingsView): SiteSettingsInput {
  const {
    logo: _logo,
    favicon: _favicon,
    canChangeDeveloperMode: _can,
    canManageDomains: _domains,
    ...body
  } = view;
  // The answer's position is one the schema accepts (normalizeCookieBanner keeps it in the list).
  return body as SiteSettingsInput;
}

/** The banner in a sentence, for the Settings screen's Cookie banner section. */
function bannerSummary(banner: CookieBannerSettings): string {
  if (!banner.isCookieBannerEnabled) return 'Off: visitors see no cookie banner.';
  const look = `${banner.cookieBannerTheme === 'LIGHT' ? 'Light' : 'Dark'} ${banner.cookieBannerVariant === 'POPUP' ? 'popup' : 'bar'}, ${POSITION_LABELS[banner.cookieBannerPosition]?.toLowerCase() ?? ''}`;
  const choice = banner.cookieBannerAcceptType === 'OPT_IN_AND_OUT' ? 'accept or decline' : 'accept';
  return `On: ${look}; visitors can ${choice}.${banner.isRestrictiveCookiePolicyAbsolute ? ' Restrictive cookie policy.' : ''}`;
}

const problemAt = (errors: FieldErrors, key: string): string | undefined =>
  (get(errors, key) as { message?: string } | undefined)?.message;

/** "Settings": the site's title, profile, logo, social accounts, business information, access and cookie banner. */
export function SettingsDialog({
  onClose,
  onSaved,
}: {
  /** Absent: the Settings screen of the shell. */
  onClose?: () => void;
  onSaved?: (title: string) => void;
}) {
  const query = useSiteSettings();

  return (
    <Frame
      title="Settings"
      titleId="settings-title"
      dialogClassName={`${app.wideDialog} ${shell.dialog} ${styles.dialog}`}
      layout="fill"
      onClose={onClose}
    >
      {query.error ? (
        <p role="alert" className={app.error}>
          {messageOf(query.error)}
        </p>
      ) : null}
      {query.data ? (
        <SettingsForm view={query.data} onSaved={onSaved} />
      ) : query.error ? null : (
        <p className={app.dialogText}>Loading…</p>
      )}
    </Frame>
  );
}

function SettingsForm({ view, onSaved }: { view: SiteSettingsView; onSaved?: (title: string) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const { register, control, watch, handleSubmit, reset, setValue, formState } = useForm<
    SiteSettingsInput,
    unknown,
    SiteSettingsBody
  >({ defaultValues: formOf(view), resolver: zodResolver(siteSettingsBody), shouldFocusError: false });
  const social = useFieldArray({ control, name: 'profile.social' });
  const save = useSaveSiteSettings();
  const [logo, setLogo] = useState(view.logo);
  const [favicon, setFavicon] = useState(view.favicon);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const problem = (key: string) => problemAt(formState.errors, key);
  const language = watch('profile.language') ?? 'en';
  const timeZone = watch('profile.timeZone') ?? 'UTC';
  const title = watch('title');

  const onValid = async (body: SiteSettingsBody) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(body);
      reset(formOf(saved));
      setLogo(saved.logo);
      setFavicon(saved.favicon);
      setNotice('Settings saved. Visitors see the changes now.');
      onSaved?.(saved.title);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const onInvalid = () => {
    setError('Some fields need attention before saving.');
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <div className={styles.layout}>
      <nav className={styles.index} aria-label="Settings sections">
        <ul>
          {SECTIONS.filter((s) => s.id !== 'domains' || view.canManageDomains).map((s) => (
            <li key={s.id}>
              <a href={`#settings-${s.id}`}>{s.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <form
        ref={form}
        className={styles.form}
        noValidate
        aria-label="Site settings"
        onSubmit={(event) => {
          setNotice('');
          void handleSubmit(onValid, onInvalid)(event);
        }}
      >
        <div className={styles.scroll}>
          <section className={styles.section} aria-labelledby="settings-general">
            <h3 id="settings-general" className={styles.sectionTitle}>
              General
            </h3>
            <Field id="settings-title-input" label="Site title" problem={problem('title')}>
              {(a) => <input id="settings-title-input" className={app.input} {...a} {...register('title')} />}
            </Field>
            <Field
              id="settings-description"
              label="Site description"
              hint="Shown by search engines and when a page is shared, unless the page has its own."
              problem={problem('profile.description')}
            >
              {(a) => (
                <textarea
                  id="settings-description"
                  className={`${app.input} ${styles.textarea}`}
                  rows={3}
                  {...a}
                  {...register('profile.description')}
                />
              )}
            </Field>
            <div className={styles.pair}>
              <Field id="settings-language" label="Language" problem={problem('profile.language')}>
                {(a) => (
                  <select
                    id="settings-language"
                    className={`${app.select} ${styles.full}`}
                    {...a}
                    {...register('profile.language')}
                  >
                    {LANGUAGES.some(([tag]) => tag === language) ? null : (
                      <option value={language}>{language}</option>
                    )}
                    {LANGUAGES.map(([tag, name]) => (
                      <option key={tag} value={tag}>
                        {name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="settings-time-zone" label="Time zone" problem={problem('profile.timeZone')}>
                {(a) => (
                  <select
                    id="settings-time-zone"
                    className={`${app.select} ${styles.full}`}
                    {...a}
                    {...register('profile.timeZone')}
                  >
                    {timeZones(timeZone).map((zone) => (
                      <option key={zone} value={zone}>
                        {zone.replaceAll('_', ' ')}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </section>

          <section className={styles.section} aria-labelledby="settings-logo">
            <h3 id="settings-logo" className={styles.sectionTitle}>
              Logo and favicon
            </h3>
            <ImageChoice
              label="Logo"
              hint="Shown in the site header instead of the title. A wide image about 40 px high on screen works best."
              empty="No logo: the header shows the site title."
              alt={`Logo of ${title || 'the site'}`}
              image={logo}
              problem={problem('profile.logoMediaId')}
              onChoose={(media) => {
                setValue('profile.logoMediaId', media.id, { shouldDirty: true });
                setLogo(imageOf(media));
              }}
              onRemove={() => {
                setValue('profile.logoMediaId', null, { shouldDirty: true });
                setLogo(null);
              }}
            />
            <ImageChoice
              label="Favicon"
              hint="The small icon of browser tabs and bookmarks. A square image of at least 512 × 512 px works best."
              empty="No favicon chosen."
              alt="Favicon"
              image={favicon}
              problem={problem('profile.faviconMediaId')}
              isSquare
              onChoose={(media) => {
                setValue('profile.faviconMediaId', media.id, { shouldDirty: true });
                setFavicon(imageOf(media));
              }}
              onRemove={() => {
                setValue('profile.faviconMediaId', null, { shouldDirty: true });
                setFavicon(null);
              }}
            />
          </section>

          <section className={styles.section} aria-labelledby="settings-social">
            <h3 id="settings-social" className={styles.sectionTitle}>
              Social accounts
            </h3>
            <p className={styles.hint}>
              Linked from the Social links block and named in the site’s structured data.
            </p>
            {social.fields.length === 0 ? <p className={styles.empty}>No social accounts yet.</p> : null}
            <ul className={styles.rows}>
              {social.fields.map((row, i) => (
                <li key={row.id} className={styles.socialRow}>
                  <Field
                    id={`settings-social-network-${i}`}
                    label="Network"
                    problem={problem(`profile.social.${i}.network`)}
                  >
                    {(a) => (
                      <select
                        id={`settings-social-network-${i}`}
                        className={`${app.select} ${styles.full}`}
                        {...a}
                        {...register(`profile.social.${i}.network`)}
                      >
                        {SOCIAL_NETWORKS.map((n) => (
                          <option key={n} value={n}>
                            {NETWORK_LABELS[n]}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field
                    id={`settings-social-url-${i}`}
                    label="Address"
                    problem={problem(`profile.social.${i}.url`)}
                  >
                    {(a) => (
                      <input
                        id={`settings-social-url-${i}`}
                        className={app.input}
                        type={watch(`profile.social.${i}.network`) === 'email' ? 'email' : 'url'}
                        placeholder={
                          watch(`profile.social.${i}.network`) === 'email' ? 'hello@example.com' : 'https://'
                        }
                        {...a}
                        {...register(`profile.social.${i}.url`)}
                      />
                    )}
                  </Field>
                  <button
                    type="button"
                    className={`${app.secondarySmall} ${styles.remove}`}
                    aria-label={`Remove social account ${i + 1}`}
                    onClick={() => social.remove(i)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
            {social.fields.length < 20 ? (
              <button
                type="button"
                className={app.secondarySmall}
                onClick={() => social.append({ network: 'instagram', url: '' })}
              >
                Add social account
              </button>
            ) : null}
            {/* Issue 19 (PAGE-037, decision 054): a blog's comment counts. */}
            <div className={styles.subsection}>
              <Field
                id="settings-comments-shortname"
                label="Comments shortname (Disqus)"
                hint="With a shortname, blog pages load Disqus’s comment-count script and show each post’s count. Leave empty for none."
                problem={problem('profile.commentsShortname')}
              >
                {(a) => (
                  <input
                    id="settings-comments-shortname"
                    className={app.input}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="my-site"
                    {...a}
                    {...register('profile.commentsShortname')}
                  />
                )}
              </Field>
            </div>
          </section>

          <section className={styles.section} aria-labelledby="settings-business">
            <h3 id="settings-business" className={styles.sectionTitle}>
              Business information
            </h3>
            <p className={styles.hint}>Used in the footer and in the structured data search engines read.</p>
            <div className={styles.pair}>
              <Field
                id="settings-business-name"
                label="Business name"
                problem={problem('profile.business.name')}
              >
                {(a) => (
                  <input
                    id="settings-business-name"
                    className={app.input}
                    {...a}
                    {...register('profile.business.name')}
                  />
                )}
              </Field>
              <Field id="settings-business-phone" label="Phone" problem={problem('profile.business.phone')}>
                {(a) => (
                  <input
                    id="settings-business-phone"
                    className={app.input}
                    type="tel"
                    {...a}
                    {...register('profile.business.phone')}
                  />
                )}
              </Field>
            </div>
            <Field id="settings-business-email" label="Email" problem={problem('profile.business.email')}>
              {(a) => (
                <input
                  id="settings-business-email"
                  className={app.input}
                  type="email"
                  {...a}
                  {...register('profile.business.email')}
                />
              )}
            </Field>
            <Field
              id="settings-business-address"
              label="Address"
              problem={problem('profile.business.address')}
            >
              {(a) => (
                <textarea
                  id="settings-business-address"
                  className={`${app.input} ${styles.textarea}`}
                  rows={2}
                  {...a}
                  {...register('profile.business.address')}
                />
              )}
            </Field>
            <Field
              id="settings-business-hours"
              label="Opening hours"
              hint="One line per day or range, such as Mon–Fri 9:00–17:00."
              problem={problem('profile.business.hours')}
            >
              {(a) => (
                <textarea
                  id="settings-business-hours"
                  className={`${app.input} ${styles.textarea}`}
                  rows={3}
                  {...a}
                  {...register('profile.business.hours')}
                />
              )}
            </Field>
            <MobileInfoBarFields
              register={register}
              isEnabled={watch('profile.mobileInfoBar.isEnabled') ?? false}
            />
          </section>

          <section className={styles.section} aria-labelledby="settings-access">
            <h3 id="settings-access" className={styles.sectionTitle}>
              Site access
            </h3>
            <Check
              hint="Visitors who are not signed in press Escape on any page to reach the sign-in."
              {...register('escapeKeyLogin')}
            >
              Escape key opens the sign-in
            </Check>
            <Check
              hint="Visitors can create an account on the site and sign in to it."
              {...register('memberAccounts')}
            >
              Member accounts
            </Check>
            <Check
              disabled={!view.canChangeDeveloperMode}
              hint={
                view.canChangeDeveloperMode
                  ? 'For working on the site’s code: signed-in editors are not sent to the config area.'
                  : 'Only an administrator can turn developer mode on or off.'
              }
              {...register('developerMode')}
            >
              Developer mode
            </Check>
            <Field
              id="settings-website-type"
              label="Site type"
              hint="A cover page or parking page shows one full-screen page to visitors."
              problem={problem('websiteType')}
            >
              {(a) => (
                <select
                  id="settings-website-type"
                  className={`${app.select} ${styles.full}`}
                  {...a}
                  {...register('websiteType', { setValueAs: (v) => Number(v) })}
                >
                  {Object.entries(WEBSITE_TYPE_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </section>

          {view.canManageDomains ? <DomainsSection /> : null}

          <section className={styles.section} aria-labelledby="settings-cookies">
            <h3 id="settings-cookies" className={styles.sectionTitle}>
              Cookie banner
            </h3>
            <p className={styles.hint}>{bannerSummary(view.cookieBanner)}</p>
            <Link href="/cookie-banner" className={app.secondarySmall}>
              Edit the cookie banner
            </Link>
          </section>

          <section className={styles.section} aria-labelledby="settings-announcement">
            <h3 id="settings-announcement" className={styles.sectionTitle}>
              Announcement bar
            </h3>
            <p className={styles.hint}>
              A short message above the header of every page, which visitors can close.
            </p>
            <Link href="/announcement-bar" className={app.secondarySmall}>
              Edit the announcement bar
            </Link>
          </section>

          <section className={styles.section} aria-labelledby="settings-popup">
            <h3 id="settings-popup" className={styles.sectionTitle}>
              Popup overlay
            </h3>
            <p className={styles.hint}>A popup over the site's pages, for a newsletter or an offer.</p>
            <Link href="/popup-overlay" className={app.secondarySmall}>
              Edit the popup
            </Link>
          </section>

          <MapsSection />
        </div>
        <div className={styles.footer}>
          <p className={app.notice} role="status">
            {notice}
          </p>
          {error ? (
            <p role="alert" className={`${app.error} ${styles.footerError}`}>
              {error}
            </p>
          ) : null}
          <button type="submit" className={app.primarySmall} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
    </div>
  );
}
