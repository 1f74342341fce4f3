// Settings › Announcement bar (issue 19, UI-054): the bar's message and link beside a live preview —
// the site's home page framed with the unsaved bar on it, rendered by the server the way visitors
// get it (apps/server/src/render/announcement-bar.ts, ANNOUNCEMENT_PREVIEW_PARAM). Saved on its own
// (PUT /api/config/announcement-bar); the shared schema checks the form first.
import {
  ANNOUNCEMENT_LINK_LABEL_MAX,
  ANNOUNCEMENT_TEXT_MAX,
  type AnnouncementBar,
  announcementBarSchema,
} from '@folio/core/announcement-bar';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, get, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import { useAnnouncementBar, useSaveAnnouncementBar } from '../api/announcement-bar.ts';
import { messageOf } from '../api/site-settings.ts';
import styles from './cookie-banner.module.css';
import { Check, Field } from './fields.tsx';

/** The query parameter the page route reads (render/announcement-bar.ts ANNOUNCEMENT_PREVIEW_PARAM). */
const PREVIEW_PARAM = 'folio-announcement-bar-preview';
const PREVIEW_DELAY_MS = 300;
const LEAVE_UNSAVED = 'The announcement bar has changes that are not saved. Leave without saving?';

function previewAddress(bar: AnnouncementBar): string {
  // Shown in the preview even while off, so the owner sees what turning it on would show.
  const shown = { ...bar, enabled: true, text: bar.text || 'Your announcement' };
  const bytes = new TextEncoder().encode(JSON.stringify(shown));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const value = btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  // noredirect: a signed-in owner is not sent from the site to the config area (AUTH-011).
  return `/?noredirect&${PREVIEW_PARAM}=${value}`;
}

const problemAt = (errors: FieldErrors, key: string): string | undefined =>
  (get(errors, key) as { message?: string } | undefined)?.message;

export function AnnouncementBarScreen() {
  const query = useAnnouncementBar();
  return (
    <Frame
      title="Announcement bar"
      titleId="announcement-bar-title"
      dialogClassName={undefined}
      layout="fill"
    >
      {query.error ? (
        <p role="alert" className={app.error}>
          {messageOf(query.error)}
        </p>
      ) : null}
      {query.data ? <AnnouncementBarForm bar={query.data} /> : query.error ? null : <p>Loading…</p>}
    </Frame>
  );
}

function AnnouncementBarForm({ bar }: { bar: AnnouncementBar }) {
  const { register, watch, handleSubmit, reset, formState } = useForm<AnnouncementBar>({
    defaultValues: bar,
    resolver: zodResolver(announcementBarSchema) as never,
  });
  const save = useSaveAnnouncementBar();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const problem = (key: keyof AnnouncementBar) => problemAt(formState.errors, key);
  const values = watch();
  const isDirty = formState.isDirty;

  // The preview follows the form, a moment after the last change, with what the server would accept.
  const wanted = useMemo(() => {
    const parsed = announcementBarSchema.safeParse({ ...values, enabled: false });
    return parsed.success ? previewAddress(parsed.data) : null;
  }, [values]);
  const [previewSrc, setPreviewSrc] = useState(() => previewAddress(bar));
  useEffect(() => {
    if (!wanted || wanted === previewSrc) return;
    const timer = setTimeout(() => setPreviewSrc(wanted), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, previewSrc]);

  const onValid = async (input: AnnouncementBar) => {
    setError(null);
    setNotice('');
    try {
      const saved = await save.mutateAsync(input);
      reset(saved);
      setNotice(
        saved.enabled
          ? 'Saved. Visitors see this bar now.'
          : 'Saved. The bar is off: visitors do not see it.',
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
        aria-label="Announcement bar settings"
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
            A short message above the header of every page. Visitors can close it; change the message and they
            see it again.
          </p>
          <Check {...register('enabled')}>Show the announcement bar</Check>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Message</legend>
            <Field
              id="announcement-text"
              label="Announcement text"
              hint={`Plain text, up to ${ANNOUNCEMENT_TEXT_MAX} characters (${values.text?.length ?? 0} used).`}
              problem={problem('text')}
            >
              {(a) => (
                <textarea
                  id="announcement-text"
                  className={`${app.input} ${styles.textarea}`}
                  rows={3}
                  placeholder="Free delivery on every order this week"
                  {...a}
                  {...register('text')}
                />
              )}
            </Field>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Link (optional)</legend>
            <div className={styles.pair}>
              <Field
                id="announcement-link-label"
                label="Link text"
                hint={`Up to ${ANNOUNCEMENT_LINK_LABEL_MAX} characters.`}
                problem={problem('linkLabel')}
              >
                {(a) => (
                  <input
                    id="announcement-link-label"
                    className={app.input}
                    placeholder="Shop now"
                    {...a}
                    {...register('linkLabel')}
                  />
                )}
              </Field>
              <Field
                id="announcement-link-url"
                label="Link address"
                hint="A page of this site (/shop) or an https:// address."
                problem={problem('linkUrl')}
              >
                {(a) => (
                  <input
                    id="announcement-link-url"
                    className={app.input}
                    inputMode="url"
                    placeholder="/shop"
                    {...a}
                    {...register('linkUrl')}
                  />
                )}
              </Field>
            </div>
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
            {save.isPending ? 'Saving…' : 'Save bar'}
          </button>
        </div>
      </form>
      <section className={styles.previewPane} aria-labelledby="announcement-preview-title">
        <div className={styles.previewHead}>
          <h2 id="announcement-preview-title" className={styles.previewTitle}>
            Preview on the home page
          </h2>
          <div className={styles.widths} role="radiogroup" aria-label="Preview width">
            {(['desktop', 'phone'] as const).map((w) => (
              <label key={w} className={width === w ? styles.widthOn : styles.width}>
                <input
                  type="radio"
                  name="announcement-preview-width"
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
            title="The home page with the announcement bar as visitors will see it"
            className={width === 'phone' ? styles.previewPhone : styles.preview}
            src={previewSrc}
          />
        </div>
      </section>
    </div>
  );
}
