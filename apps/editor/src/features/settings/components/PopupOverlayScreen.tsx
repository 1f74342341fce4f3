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
  POPUP_SIGNUP_BUTTON_MAX,
  POPUP_SIGNUP_SUCCESS_MAX,
  POPUP_TEXT_MAX,
  type PopupOverlay,
  popupOverlaySchema,
} from '@folio/core/popup-overlay';
import { useState } from 'react';
import app from '../../../app/app.module.css';
import { type PopupOverlayView, usePopupOverlay, useSavePopupOverlay } from '../api/popup-overlay.ts';
import { previewAddress, useSettingsScreen } from '../hooks/use-settings-screen.ts';
import styles from './cookie-banner.module.css';
import { Check, Field, ImageChoice, imageOf } from './fields.tsx';
import { SettingsPreview, SettingsScreenFrame, SettingsScreenLayout } from './screen-parts.tsx';

/** The query parameter the page route reads (render/popup-overlay.ts POPUP_PREVIEW_PARAM). */
const PREVIEW_PARAM = 'folio-popup-overlay-preview';

// Shown in the preview even while off, so the owner sees what turning it on would show.
const previewOf = (popup: PopupOverlay) =>
  previewAddress(PREVIEW_PARAM, { ...popup, enabled: true, heading: popup.heading || 'Your heading' });
const previewInput = (popup: PopupOverlay) => ({ ...popup, enabled: false });

/** The form's values: the answer without the image's address. */
const valuesOf = ({ image: _image, ...popup }: PopupOverlayView): PopupOverlay => popup;

export function PopupOverlayScreen() {
  return (
    <SettingsScreenFrame title="Popup overlay" titleId="popup-overlay-title" query={usePopupOverlay()}>
      {(popup) => <PopupOverlayForm popup={popup} />}
    </SettingsScreenFrame>
  );
}

const number = { valueAsNumber: true } as const;

function PopupOverlayForm({ popup }: { popup: PopupOverlayView }) {
  const save = useSavePopupOverlay();
  const [image, setImage] = useState(popup.image);
  const screen = useSettingsScreen<PopupOverlay>({
    defaults: valuesOf(popup),
    schema: popupOverlaySchema,
    previewOf,
    previewInput,
    leaveMessage: 'The popup has changes that are not saved. Leave without saving?',
    save: async (input) => {
      const saved = await save.mutateAsync(input);
      setImage(saved.image);
      return {
        values: valuesOf(saved),
        notice: saved.enabled
          ? 'Saved. Visitors see this popup now.'
          : 'Saved. The popup is off: visitors do not see it.',
      };
    },
  });
  const { register, setValue } = screen.form;
  const { values, problem } = screen;

  return (
    <SettingsScreenLayout
      label="Popup overlay settings"
      hint="One popup for the whole site, over any page. Visitors can close it; it stays away for the days you choose."
      saveLabel="Save popup"
      screen={screen}
      preview={
        <SettingsPreview
          name="popup"
          frameTitle="The home page with the popup as visitors will see it"
          src={screen.previewSrc}
        />
      }
    >
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
        <legend className={styles.legend}>Picture (optional)</legend>
        <ImageChoice
          label="Picture"
          hint="An image of the media library, shown above the text or beside it."
          empty="No picture."
          alt={values.imageAlt ?? ''}
          image={image}
          problem={problem('imageMediaId')}
          onChoose={(media) => {
            setValue('imageMediaId', media.id, { shouldDirty: true });
            if (!values.imageAlt) setValue('imageAlt', media.alt, { shouldDirty: true });
            setImage(imageOf(media));
          }}
          onRemove={() => {
            setValue('imageMediaId', null, { shouldDirty: true });
            setImage(null);
          }}
        />
        {image ? (
          <div className={styles.pair}>
            <Field
              id="popup-image-alt"
              label="Picture description"
              hint="For visitors who cannot see it. Empty: a decorative picture."
              problem={problem('imageAlt')}
            >
              {(a) => <input id="popup-image-alt" className={app.input} {...a} {...register('imageAlt')} />}
            </Field>
            <Field
              id="popup-layout"
              label="Picture position"
              hint="On phones it is always above the text."
              problem={problem('layout')}
            >
              {(a) => (
                <select id="popup-layout" className={app.input} {...a} {...register('layout')}>
                  <option value="IMAGE_TOP">Above the text</option>
                  <option value="IMAGE_LEFT">Left of the text</option>
                </select>
              )}
            </Field>
          </div>
        ) : null}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Newsletter sign-up</legend>
        <Check
          hint="Visitors subscribe in the popup, without leaving the page; they join the site’s newsletter list."
          {...register('hasSignup')}
        >
          Add a newsletter sign-up
        </Check>
        {values.hasSignup ? (
          <>
            <div className={styles.pair}>
              <Field
                id="popup-signup-button"
                label="Sign-up button text"
                hint={`Up to ${POPUP_SIGNUP_BUTTON_MAX} characters.`}
                problem={problem('signupButtonText')}
              >
                {(a) => (
                  <input
                    id="popup-signup-button"
                    className={app.input}
                    placeholder="Sign up"
                    {...a}
                    {...register('signupButtonText')}
                  />
                )}
              </Field>
              <Field
                id="popup-signup-success"
                label="Message after signing up"
                hint={`Up to ${POPUP_SIGNUP_SUCCESS_MAX} characters.`}
                problem={problem('signupSuccessMessage')}
              >
                {(a) => (
                  <input
                    id="popup-signup-success"
                    className={app.input}
                    placeholder="Thank you for signing up."
                    {...a}
                    {...register('signupSuccessMessage')}
                  />
                )}
              </Field>
            </div>
            <Check {...register('signupAskName')}>Ask for a name too</Check>
          </>
        ) : null}
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
          Stop showing it to visitors who signed up or followed the button
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
    </SettingsScreenLayout>
  );
}
