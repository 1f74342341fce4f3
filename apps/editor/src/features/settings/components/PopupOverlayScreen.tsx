// Settings › Popup overlay (issue 19, PAGE-005, UI-048): the site's one popup — its content, what
// opens it and how often it comes back — beside a live preview: the home page framed with the
// unsaved popup open on it, rendered by the server the way visitors get it
// (apps/server/src/render/popup-overlay.ts, POPUP_PREVIEW_PARAM). Saved on its own
// (PUT /api/config/popup-overlay); the shared schema checks the form first.
import {
  POPUP_BUTTON_LABEL_MAX,
  POPUP_DELAY_MAX,
  POPUP_FREQUENCY_MAX,
  POPUP_HEADING_MAX,
  POPUP_TEXT_MAX,
  type PopupOverlay,
  popupOverlaySchema,
} from '@folio/core/popup-overlay';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, get, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import { usePopupOverlay, useSavePopupOverlay } from '../api/popup-overlay.ts';
import { messageOf } from '../api/site-settings.ts';
import styles from './cookie-banner.module.css';
import { Check, Field } from './fields.tsx';

/** The query parameter the page route reads (render/popup-overlay.ts POPUP_PREVIEW_PARAM). */
const PREVIEW_PARAM = 'folio-popup-overlay-preview';
const PREVIEW_DELAY_MS = 300;
const LEAVE_UNSAVED = 'The popup has changes that are not saved. Leave without saving?';

function previewAddress(popup: PopupOverlay): string {
  // Shown in the preview even while off, so the owner sees what turning it on would show.
  const shown = { ...popup, enabled: true, heading: popup.heading || 'Your heading' };
  const bytes = new TextEncoder().encode(JSON.stringify(shown));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const value = btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  // noredirect: a signed-in owner is not sent from the site to the config area (AUTH-011).
  return `/?noredirect&${PREVIEW_PARAM}=${value}`;
}

const problemAt = (errors: FieldErrors, key: string): string | undefined =>
  (get(errors, key) as { message?: string } | undefined)?.message;

export function PopupOverlayScreen() {
  const query = usePopupOverlay();
  return (
    <Frame title="Popup overlay" titleId="popup-overlay-title" dialogClassName={undefined} layout="fill">
      {query.error ? (
        <p role="alert" className={app.error}>
          {messageOf(query.error)}
        </p>
      ) : null}
      {query.data ? <PopupOverlayForm popup={query.data} /> : query.error ? null : <p>Loading…</p>}
    </Frame>
  );
}

const number = { valueAsNumber: true } as const;

function PopupOverlayForm({ popup }: { popup: PopupOverlay }) {
  const { register, watch, handleSubmit, reset, setValue, formState } = useForm<PopupOverlay>({
    defaultValues: popup,
    resolver: zodResolver(popupOverlaySchema) as never,
  });
  const save = useSavePopupOverlay();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const problem = (key: keyof PopupOverlay) => problemAt(formState.errors, key);
  const values = watch();
  const isDirty = formState.isDirty;

  const wanted = useMemo(() => {
    const parsed = popupOverlaySchema.safeParse({ ...values, enabled: false });
    return parsed.success ? previewAddress(parsed.data) : null;
  }, [values]);
  const [previewSrc, setPreviewSrc] = useState(() => previewAddress(popup));
  useEffect(() => {
    if (!wanted || wanted === previewSrc) return;
    const timer = setTimeout(() => setPreviewSrc(wanted), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, previewSrc]);

  const onValid = async (input: PopupOverlay) => {
    setError(null);
    setNotice('');
    try {
      const saved = await save.mutateAsync(input);
      reset(saved);
      setNotice(
        saved.enabled
          ? 'Saved. Visitors see this popup now.'
          : 'Saved. The popup is off: visitors do not see it.',
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
        aria-label="Popup overlay settings"
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
            One popup for the whole site, over any page. Visitors can close it; it stays away for the days you
            choose.
          </p>
          <Check {...register('enabled')}>Show the popup</Check>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Content</legend>
            <Field
              id="popup-heading"
              label="Heading"
              hint={`Up to ${POPUP_HEADING_MAX} characters.`}
              problem={problem('heading')}
            >
              {(a) => (
                <input
                  id="popup-heading"
                  className={app.input}
                  placeholder="Join our newsletter"
                  {...a}
                  {...register('heading')}
                />
              )}
            </Field>
            <Field
              id="popup-text"
              label="Text"
              hint={`Plain text, up to ${POPUP_TEXT_MAX} characters (${values.text?.length ?? 0} used).`}
              problem={problem('text')}
            >
              {(a) => (
                <textarea
                  id="popup-text"
                  className={`${app.input} ${styles.textarea}`}
                  rows={3}
                  {...a}
                  {...register('text')}
                />
              )}
            </Field>
            <div className={styles.pair}>
              <Field
                id="popup-button-label"
                label="Button text"
                hint={`Up to ${POPUP_BUTTON_LABEL_MAX} characters.`}
                problem={problem('buttonLabel')}
              >
                {(a) => (
                  <input
                    id="popup-button-label"
                    className={app.input}
                    placeholder="Sign up"
                    {...a}
                    {...register('buttonLabel')}
                  />
                )}
              </Field>
              <Field
                id="popup-button-url"
                label="Button address"
                hint="A page of this site (/newsletter) or an https:// address."
                problem={problem('buttonUrl')}
              >
                {(a) => (
                  <input
                    id="popup-button-url"
                    className={app.input}
                    inputMode="url"
                    placeholder="/newsletter"
                    {...a}
                    {...register('buttonUrl')}
                  />
                )}
              </Field>
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>When it opens</legend>
            <Field id="popup-trigger" label="Open the popup" problem={problem('trigger')}>
              {(a) => (
                <select id="popup-trigger" className={app.input} {...a} {...register('trigger')}>
                  <option value="DELAY">After some seconds</option>
                  <option value="SCROLL">When the visitor has scrolled part of the page</option>
                  <option value="EXIT">When the pointer leaves the page (not on phones)</option>
                </select>
              )}
            </Field>
            {values.trigger === 'DELAY' ? (
              <Field
                id="popup-delay"
                label="Seconds after the page has loaded"
                hint={`0 to ${POPUP_DELAY_MAX}.`}
                problem={problem('delaySeconds')}
              >
                {(a) => (
                  <input
                    id="popup-delay"
                    type="number"
                    min={0}
                    max={POPUP_DELAY_MAX}
                    className={app.input}
                    {...a}
                    {...register('delaySeconds', number)}
                  />
                )}
              </Field>
            ) : null}
            {values.trigger === 'SCROLL' ? (
              <Field
                id="popup-scroll"
                label="Per cent of the page scrolled"
                hint="1 to 100."
                problem={problem('scrollPercent')}
              >
                {(a) => (
                  <input
                    id="popup-scroll"
                    type="number"
                    min={1}
                    max={100}
                    className={app.input}
                    {...a}
                    {...register('scrollPercent', number)}
                  />
                )}
              </Field>
            ) : null}
            <Field id="popup-style" label="Position" problem={problem('style')}>
              {(a) => (
                <select id="popup-style" className={app.input} {...a} {...register('style')}>
                  <option value="CENTER">Centred</option>
                  <option value="BOTTOM">At the bottom</option>
                </select>
              )}
            </Field>
            <Check {...register('enableMobile')}>Show it on phones too</Check>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>How often</legend>
            <Field
              id="popup-frequency"
              label="Days before a closed popup shows again"
              hint={`0 shows it on every visit; -1 never again; at most ${POPUP_FREQUENCY_MAX}.`}
              problem={problem('displayFrequency')}
            >
              {(a) => (
                <input
                  id="popup-frequency"
                  type="number"
                  min={-1}
                  max={POPUP_FREQUENCY_MAX}
                  className={app.input}
                  {...a}
                  {...register('displayFrequency', number)}
                />
              )}
            </Field>
            <Check {...register('showUntilSignup')}>
              Stop showing it to visitors who followed the button
            </Check>
            <p className={styles.hint}>
              Version {values.version}.{' '}
              <button
                type="button"
                className={app.secondarySmall}
                onClick={() => setValue('version', (values.version ?? 1) + 1, { shouldDirty: true })}
              >
                Show it again to everyone
              </button>
            </p>
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
            {save.isPending ? 'Saving…' : 'Save popup'}
          </button>
        </div>
      </form>
      <section className={styles.previewPane} aria-labelledby="popup-preview-title">
        <div className={styles.previewHead}>
          <h2 id="popup-preview-title" className={styles.previewTitle}>
            Preview on the home page
          </h2>
          <div className={styles.widths} role="radiogroup" aria-label="Preview width">
            {(['desktop', 'phone'] as const).map((w) => (
              <label key={w} className={width === w ? styles.widthOn : styles.width}>
                <input
                  type="radio"
                  name="popup-preview-width"
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
            title="The home page with the popup as visitors will see it"
            className={width === 'phone' ? styles.previewPhone : styles.preview}
            src={previewSrc}
          />
        </div>
      </section>
    </div>
  );
}
