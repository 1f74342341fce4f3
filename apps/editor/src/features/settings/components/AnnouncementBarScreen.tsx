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
import app from '../../../app/app.module.css';
import { useAnnouncementBar, useSaveAnnouncementBar } from '../api/announcement-bar.ts';
import { previewAddress, useSettingsScreen } from '../hooks/use-settings-screen.ts';
import styles from './cookie-banner.module.css';
import { Check, Field } from './fields.tsx';
import { SettingsPreview, SettingsScreenFrame, SettingsScreenLayout } from './screen-parts.tsx';

/** The query parameter the page route reads (render/announcement-bar.ts ANNOUNCEMENT_PREVIEW_PARAM). */
const PREVIEW_PARAM = 'folio-announcement-bar-preview';

// Shown in the preview even while off, so the owner sees what turning it on would show.
const previewOf = (bar: AnnouncementBar) =>
  previewAddress(PREVIEW_PARAM, { ...bar, enabled: true, text: bar.text || 'Your announcement' });
const previewInput = (bar: AnnouncementBar) => ({ ...bar, enabled: false });

export function AnnouncementBarScreen() {
  return (
    <SettingsScreenFrame
      title="Announcement bar"
      titleId="announcement-bar-title"
      query={useAnnouncementBar()}
    >
      {(bar) => <AnnouncementBarForm bar={bar} />}
    </SettingsScreenFrame>
  );
}

function AnnouncementBarForm({ bar }: { bar: AnnouncementBar }) {
  const save = useSaveAnnouncementBar();
  const screen = useSettingsScreen<AnnouncementBar>({
    defaults: bar,
    schema: announcementBarSchema,
    previewOf,
    previewInput,
    leaveMessage: 'The announcement bar has changes that are not saved. Leave without saving?',
    save: async (input) => {
      const saved = await save.mutateAsync(input);
      return {
        values: saved,
        notice: saved.enabled
          ? 'Saved. Visitors see this bar now.'
          : 'Saved. The bar is off: visitors do not see it.',
      };
    },
  });
  const { register } = screen.form;
  const { values, problem } = screen;

  return (
    <SettingsScreenLayout
      label="Announcement bar settings"
      hint="A short message above the header of every page. Visitors can close it; change the message and they see it again."
      saveLabel="Save bar"
      screen={screen}
      preview={
        <SettingsPreview
          name="announcement"
          frameTitle="The home page with the announcement bar as visitors will see it"
          src={screen.previewSrc}
        />
      }
    >
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
    </SettingsScreenLayout>
  );
}
