// "Design" (/config/design, issue 16 part 2): the site's colours (a palette of five, colour themes
// that give each role one of them), fonts (font themes of a heading and a body family from the
// self-hosted catalogue, and which font each kind of text uses), and buttons, corners, spacing and
// width. Every change shows at once in the preview of the home page beside the form, before it is
// saved; Save sends only the parts that changed (EDIT-033..035); Cancel puts the saved design back.
import { MESSAGES } from '@folio/core/message-catalogue';
import {
  BODY_TEXT_SIZES,
  type ColorTheme,
  type ColorThemeRole,
  type DesignTokens,
  type FontTheme,
  type FontUsage,
  HEADING_SCALES,
  PALETTE_ROLES,
  type PaletteId,
  type PaletteRole,
  type SiteDesign,
} from '@folio/core/site-design';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import app from '../../../app/app.module.css';
import { useLeaveGuard } from '../../../app/leave-guard.ts';
import { type CatalogueFont, type DesignView, useDesign, useSaveDesign } from '../api/queries.ts';
import { changesOf, dirtyPaths } from '../draft.ts';
import { applyDesignToFrame } from '../preview.ts';
import styles from './design.module.css';

const PALETTE_NAMES: Record<Exclude<PaletteId, 'custom'>, string> = {
  gray: 'Gray',
  blue: 'Blue',
  green: 'Green',
  red: 'Red',
  pink: 'Pink',
  orange: 'Orange',
};
const COLOUR_NAMES: Record<PaletteRole, string> = {
  lightest: 'Lightest',
  light: 'Light',
  accent: 'Accent',
  dark: 'Dark',
  darkest: 'Darkest',
};
const ROLE_NAMES: Record<ColorThemeRole, string> = {
  background: 'Background',
  text: 'Text',
  heading: 'Headings',
  accent: 'Links',
  button: 'Buttons',
  buttonText: 'Button text',
};
const USAGE_NAMES: Record<keyof FontUsage, string> = {
  headings: 'Headings',
  paragraphs: 'Paragraphs',
  buttons: 'Buttons',
  navigation: 'Navigation',
};
const SCALE_NAMES: Record<(typeof HEADING_SCALES)[number], string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};
const WEIGHT_NAMES = { 400: 'Regular', 500: 'Medium', 600: 'Semibold' } as const;
const BODY_SIZES = BODY_TEXT_SIZES;

type TokenChoice<K extends keyof DesignTokens> = { value: DesignTokens[K]; label: string }[];
const TOKEN_CHOICES: { [K in keyof DesignTokens]: { legend: string; choices: TokenChoice<K> } } = {
  buttonShape: {
    legend: 'Button shape',
    choices: [
      { value: 'square', label: 'Square' },
      { value: 'rounded', label: 'Rounded' },
      { value: 'pill', label: 'Pill' },
    ],
  },
  buttonStyle: {
    legend: 'Button style',
    choices: [
      { value: 'solid', label: 'Filled' },
      { value: 'outline', label: 'Outline' },
    ],
  },
  cornerRadius: {
    legend: 'Corners of images and fields',
    choices: [
      { value: 0, label: 'Square' },
      { value: 4, label: 'Slightly round' },
      { value: 8, label: 'Round' },
    ],
  },
  spacing: {
    legend: 'Space around sections',
    choices: [
      { value: 'compact', label: 'Compact' },
      { value: 'regular', label: 'Regular' },
      { value: 'airy', label: 'Airy' },
    ],
  },
  pageWidth: {
    legend: 'Page width',
    choices: [
      { value: 'narrow', label: 'Narrow' },
      { value: 'regular', label: 'Regular' },
      { value: 'wide', label: 'Wide' },
    ],
  },
};

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Unable to save. Try again.');

/** A part of the form with its own heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id} className={styles.partTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Radio buttons as a row of choices. */
function Choices<T extends string | number>(props: {
  legend: string;
  name: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={styles.choiceRow}>
        {props.choices.map((choice) => (
          <label key={String(choice.value)} className={styles.choice}>
            <input
              type="radio"
              name={props.name}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The five colours of a palette as small swatches. */
function Swatches({ colors }: { colors: Record<PaletteRole, string> }) {
  return (
    <span className={styles.swatches} aria-hidden="true">
      {PALETTE_ROLES.map((role) => (
        <span key={role} className={styles.swatch} style={{ background: colors[role] }} />
      ))}
    </span>
  );
}

/**
 * Loads each catalogue family's regular file from the site's own host into this document, so its
 * name can be shown in its own face. Families that fail are named (EDIT-037).
 */
function useFontPreviews(fonts: CatalogueFont[]): Set<string> {
  const [failed, setFailed] = useState<Set<string>>(new Set());
  useEffect(() => {
    let isCurrent = true;
    for (const font of fonts) {
      if (!font.previewHref) continue;
      const face = new FontFace(`Folio preview ${font.name}`, `url(${font.previewHref})`, {
        display: 'swap',
      });
      document.fonts.add(face);
      face.load().catch(() => {
        if (isCurrent) setFailed((current) => new Set(current).add(font.id));
      });
    }
    return () => {
      isCurrent = false;
    };
  }, [fonts]);
  return failed;
}

/** One family of the catalogue, as a radio whose label is the family's name in its own face. */
function FamilyPicker(props: {
  legend: string;
  name: string;
  fonts: CatalogueFont[];
  value: string;
  failed: Set<string>;
  onChange: (id: string) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={styles.families}>
        {props.fonts.map((font) => (
          <label key={font.id} className={styles.family}>
            <input
              type="radio"
              name={props.name}
              checked={props.value === font.id}
              onChange={() => props.onChange(font.id)}
            />
            <span
              className={styles.familyName}
              style={{
                fontFamily: font.previewHref
                  ? `"Folio preview ${font.name}", ${font.fallback}`
                  : font.fallback,
              }}
            >
              {font.name}
            </span>
            {props.failed.has(font.id) ? (
              <span className={styles.fontProblem}>
                {MESSAGES.unableToLoadPreviewForFontname.replace('{fontName}', font.name)}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ColorThemeEditor(props: {
  theme: ColorTheme;
  colors: Record<PaletteRole, string>;
  onChange: (theme: ColorTheme) => void;
  /** Absent for the site's own theme, which cannot be removed. */
  onRemove?: () => void;
}) {
  const { theme, colors } = props;
  const idBase = `theme-${theme.id}`;
  return (
    <details className={styles.theme}>
      <summary className={styles.themeSummary}>
        <span
          className={styles.themeSample}
          style={{ background: colors[theme.background], color: colors[theme.heading] }}
          aria-hidden="true"
        >
          Aa
          <span className={styles.themeButton} style={{ background: colors[theme.button] }} />
        </span>
        {theme.name}
      </summary>
      <div className={styles.themeFields}>
        <label className={styles.field} htmlFor={`${idBase}-name`}>
          <span className={app.label}>Name</span>
          <input
            id={`${idBase}-name`}
            className={app.input}
            value={theme.name}
            maxLength={40}
            onChange={(e) => props.onChange({ ...theme, name: e.target.value })}
          />
        </label>
        {(Object.keys(ROLE_NAMES) as ColorThemeRole[]).map((role) => (
          <label key={role} className={styles.field} htmlFor={`${idBase}-${role}`}>
            <span className={app.label}>{ROLE_NAMES[role]}</span>
            <select
              id={`${idBase}-${role}`}
              className={app.input}
              value={theme[role]}
              onChange={(e) => props.onChange({ ...theme, [role]: e.target.value as PaletteRole })}
            >
              {PALETTE_ROLES.map((colour) => (
                <option key={colour} value={colour}>
                  {COLOUR_NAMES[colour]} ({colors[colour]})
                </option>
              ))}
            </select>
          </label>
        ))}
        {props.onRemove ? (
          <button type="button" className={styles.textButton} onClick={props.onRemove}>
            Remove “{theme.name}”
          </button>
        ) : null}
      </div>
    </details>
  );
}

/** A new id for a theme: the first `prefix-N` not taken. */
function freeId(prefix: string, taken: string[]): string {
  for (let n = 2; ; n++) if (!taken.includes(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

function DesignForm(props: {
  view: DesignView;
  draft: SiteDesign;
  setDraft: (update: (d: SiteDesign) => SiteDesign) => void;
}) {
  const { view, draft, setDraft } = props;
  const failed = useFontPreviews(view.fonts);
  const fontTheme = draft.fontThemes.find((t) => t.id === draft.activeFontThemeId) ?? draft.fontThemes[0]!;
  const setFontTheme = (update: (t: FontTheme) => FontTheme) =>
    setDraft((d) => ({
      ...d,
      fontThemes: d.fontThemes.map((t) => (t.id === fontTheme.id ? update(t) : t)),
    }));
  const setTokens = <K extends keyof DesignTokens>(key: K, value: DesignTokens[K]) =>
    setDraft((d) => ({ ...d, tokens: { ...d.tokens, [key]: value } }));
  const weightsOf = (id: string) => view.fonts.find((f) => f.id === id)?.weights ?? [400];

  return (
    <>
      <Part id="design-colours" title="Colours">
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Palette</legend>
          <div className={styles.palettes}>
            {(Object.keys(PALETTE_NAMES) as Exclude<PaletteId, 'custom'>[]).map((id) => (
              <label key={id} className={styles.palette}>
                <input
                  type="radio"
                  name="palette"
                  checked={draft.palette.id === id}
                  onChange={() =>
                    setDraft((d) => ({ ...d, palette: { id, colors: { ...view.palettes[id]! } } }))
                  }
                />
                <Swatches colors={view.palettes[id]!} />
                <span>{PALETTE_NAMES[id]}</span>
              </label>
            ))}
            <label className={styles.palette}>
              <input
                type="radio"
                name="palette"
                checked={draft.palette.id === 'custom'}
                onChange={() => setDraft((d) => ({ ...d, palette: { ...d.palette, id: 'custom' } }))}
              />
              <Swatches colors={draft.palette.colors} />
              <span>Custom</span>
            </label>
          </div>
        </fieldset>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>The palette’s five colours</legend>
          <div className={styles.colourInputs}>
            {PALETTE_ROLES.map((role) => (
              <label key={role} className={styles.colourInput}>
                <input
                  type="color"
                  value={draft.palette.colors[role]}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      palette: { id: 'custom', colors: { ...d.palette.colors, [role]: e.target.value } },
                    }))
                  }
                />
                <span>{COLOUR_NAMES[role]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className={styles.field} htmlFor="design-active-colour-theme">
          <span className={app.label}>Colour theme of the site</span>
          <select
            id="design-active-colour-theme"
            className={app.input}
            value={draft.activeColorThemeId}
            onChange={(e) => setDraft((d) => ({ ...d, activeColorThemeId: e.target.value }))}
          >
            {draft.colorThemes.map((theme) => (
              <option key={theme.id} value={theme.id}>
                {theme.name}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.hint}>
          A Section block on a page can take another theme, such as Dark, for one band of the page.
        </p>
        <div className={styles.themes}>
          {draft.colorThemes.map((theme) => (
            <ColorThemeEditor
              key={theme.id}
              theme={theme}
              colors={draft.palette.colors}
              onChange={(next) =>
                setDraft((d) => ({
                  ...d,
                  colorThemes: d.colorThemes.map((t) => (t.id === next.id ? next : t)),
                }))
              }
              {...(theme.id === draft.activeColorThemeId
                ? {}
                : {
                    onRemove: () =>
                      setDraft((d) => ({
                        ...d,
                        colorThemes: d.colorThemes.filter((t) => t.id !== theme.id),
                      })),
                  })}
            />
          ))}
        </div>
        {draft.colorThemes.length < 12 ? (
          <button
            type="button"
            className={app.secondarySmall}
            onClick={() =>
              setDraft((d) => {
                const base = d.colorThemes.find((t) => t.id === d.activeColorThemeId) ?? d.colorThemes[0]!;
                const id = freeId(
                  'theme',
                  d.colorThemes.map((t) => t.id),
                );
                return {
                  ...d,
                  colorThemes: [...d.colorThemes, { ...base, id, name: `Theme ${id.split('-')[1]}` }],
                };
              })
            }
          >
            Add a colour theme
          </button>
        ) : null}
      </Part>

      <Part id="design-fonts" title="Fonts">
        {/* EDIT-039 */}
        <p className={styles.advice}>
          Use fonts sparingly: one font for headings and one for text read best. Every font is served from
          your site, so visitors’ browsers never contact another company.
        </p>
        <div className={styles.fieldRow}>
          <label className={styles.field} htmlFor="design-active-font-theme">
            <span className={app.label}>Font theme of the site</span>
            <select
              id="design-active-font-theme"
              className={app.input}
              value={draft.activeFontThemeId}
              onChange={(e) => setDraft((d) => ({ ...d, activeFontThemeId: e.target.value }))}
            >
              {draft.fontThemes.map((theme) => (
                <option key={theme.id} value={theme.id}>
                  {theme.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} htmlFor="design-font-theme-name">
            <span className={app.label}>Its name</span>
            <input
              id="design-font-theme-name"
              className={app.input}
              value={fontTheme.name}
              maxLength={40}
              onChange={(e) => setFontTheme((t) => ({ ...t, name: e.target.value }))}
            />
          </label>
        </div>
        <p className={styles.hint}>
          The choices below change the font theme shown above.{' '}
          {draft.fontThemes.length < 12 ? (
            <button
              type="button"
              className={styles.textButton}
              onClick={() =>
                setDraft((d) => {
                  const id = freeId(
                    'fonts',
                    d.fontThemes.map((t) => t.id),
                  );
                  return {
                    ...d,
                    fontThemes: [...d.fontThemes, { ...fontTheme, id, name: `Fonts ${id.split('-')[1]}` }],
                    activeFontThemeId: id,
                  };
                })
              }
            >
              Add a font theme
            </button>
          ) : null}
        </p>
        <FamilyPicker
          legend="Heading font"
          name="heading-family"
          fonts={view.fonts}
          value={fontTheme.heading.family}
          failed={failed}
          onChange={(family) => setFontTheme((t) => ({ ...t, heading: { ...t.heading, family } }))}
        />
        <div className={styles.fieldRow}>
          <label className={styles.field} htmlFor="design-heading-weight">
            <span className={app.label}>Heading weight</span>
            <select
              id="design-heading-weight"
              className={app.input}
              value={fontTheme.heading.weight}
              onChange={(e) =>
                setFontTheme((t) => ({
                  ...t,
                  heading: { ...t.heading, weight: Number(e.target.value) as 400 | 500 | 600 },
                }))
              }
            >
              {weightsOf(fontTheme.heading.family).map((w) => (
                <option key={w} value={w}>
                  {WEIGHT_NAMES[w]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} htmlFor="design-heading-scale">
            <span className={app.label}>Heading size</span>
            <select
              id="design-heading-scale"
              className={app.input}
              value={fontTheme.heading.scale}
              onChange={(e) =>
                setFontTheme((t) => ({
                  ...t,
                  heading: { ...t.heading, scale: e.target.value as FontTheme['heading']['scale'] },
                }))
              }
            >
              {HEADING_SCALES.map((s) => (
                <option key={s} value={s}>
                  {SCALE_NAMES[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <FamilyPicker
          legend="Body font"
          name="body-family"
          fonts={view.fonts}
          value={fontTheme.body.family}
          failed={failed}
          onChange={(family) => setFontTheme((t) => ({ ...t, body: { ...t.body, family } }))}
        />
        <div className={styles.fieldRow}>
          <label className={styles.field} htmlFor="design-body-weight">
            <span className={app.label}>Body weight</span>
            <select
              id="design-body-weight"
              className={app.input}
              value={fontTheme.body.weight}
              onChange={(e) =>
                setFontTheme((t) => ({
                  ...t,
                  body: { ...t.body, weight: Number(e.target.value) as 400 | 500 | 600 },
                }))
              }
            >
              {weightsOf(fontTheme.body.family).map((w) => (
                <option key={w} value={w}>
                  {WEIGHT_NAMES[w]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} htmlFor="design-body-size">
            <span className={app.label}>Text size</span>
            <select
              id="design-body-size"
              className={app.input}
              value={fontTheme.body.size}
              onChange={(e) =>
                setFontTheme((t) => ({ ...t, body: { ...t.body, size: Number(e.target.value) } }))
              }
            >
              {BODY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} px
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Which font each kind of text uses</legend>
          <div className={styles.fieldRow}>
            {(Object.keys(USAGE_NAMES) as (keyof FontUsage)[]).map((use) => (
              <label key={use} className={styles.field} htmlFor={`design-usage-${use}`}>
                <span className={app.label}>{USAGE_NAMES[use]}</span>
                <select
                  id={`design-usage-${use}`}
                  className={app.input}
                  value={draft.fontUsageCategories[use]}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      fontUsageCategories: {
                        ...d.fontUsageCategories,
                        [use]: e.target.value as 'heading' | 'body',
                      },
                    }))
                  }
                >
                  <option value="heading">Heading font</option>
                  <option value="body">Body font</option>
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      </Part>

      <Part id="design-layout" title="Buttons, corners and spacing">
        {(Object.keys(TOKEN_CHOICES) as (keyof DesignTokens)[]).map((key) => {
          const { legend, choices } = TOKEN_CHOICES[key];
          return (
            <Choices
              key={key}
              legend={legend}
              name={`design-${key}`}
              value={draft.tokens[key] as string | number}
              choices={choices as { value: string | number; label: string }[]}
              onChange={(value) => setTokens(key, value as never)}
            />
          );
        })}
      </Part>
    </>
  );
}

/** The Design screen. No props: it reads and saves the signed-in member's site. */
export function DesignScreen() {
  const design = useDesign();
  const save = useSaveDesign();
  const [draft, setDraftState] = useState<SiteDesign | null>(null);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [previewWidth, setPreviewWidth] = useState<'desktop' | 'phone'>('desktop');
  const frame = useRef<HTMLIFrameElement>(null);
  const saved = design.data?.design;

  useEffect(() => {
    if (saved && draft === null) setDraftState(saved);
  }, [saved, draft]);

  // EDIT-038: a typeface that is no longer available is reported on the console only.
  const unavailable = design.data?.unavailableFonts;
  useEffect(() => {
    for (const family of unavailable ?? [])
      console.warn(`The typeface “${family}” is no longer available; the site uses a system font instead.`);
  }, [unavailable]);

  const dirty = useMemo(() => (saved && draft ? dirtyPaths(saved, draft) : []), [saved, draft]);
  const isDirty = dirty.length > 0;

  const setDraft = useCallback((update: (d: SiteDesign) => SiteDesign) => {
    setStatus(null);
    setDraftState((d) => (d ? update(d) : d));
  }, []);

  // The preview shows the unsaved design at once, and again after the framed page reloads.
  const applyPreview = useCallback(() => {
    if (draft) applyDesignToFrame(frame.current, draft);
  }, [draft]);
  useEffect(applyPreview, [applyPreview]);

  // Leaving for another screen of the config area with unsaved changes asks first…
  useLeaveGuard(
    () => !isDirty || window.confirm('Your design has changes that are not saved. Leave anyway?'),
  );
  // …and so does leaving the config area (the browser's own question on unload).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  async function onSave() {
    if (!saved || !draft) return;
    if ([...draft.colorThemes, ...draft.fontThemes].some((t) => t.name.trim() === '')) {
      setStatus({ kind: 'error', text: 'Every colour theme and font theme needs a name.' });
      return;
    }
    try {
      const answer = await save.mutateAsync(changesOf(saved, draft));
      setDraftState(answer.design);
      setStatus({ kind: 'ok', text: 'Design saved. Visitors now see it.' });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
    }
  }

  function onCancel() {
    if (saved) setDraftState(saved);
    setStatus({ kind: 'ok', text: 'Changes discarded.' });
  }

  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <div className={styles.headTitle}>
          <h2 className={styles.title}>Design</h2>
        </div>
        <p
          className={status?.kind === 'error' ? styles.statusError : styles.status}
          role={status?.kind === 'error' ? 'alert' : 'status'}
        >
          {status?.text ?? (isDirty ? 'Unsaved changes' : '')}
        </p>
        <div className={styles.actions}>
          <button type="button" className={app.secondarySmall} disabled={!isDirty} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className={app.publish}
            disabled={!isDirty || save.isPending}
            onClick={onSave}
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <div className={styles.form}>
          {design.isError ? (
            // EDIT-036
            <p className={styles.statusError} role="alert">
              {MESSAGES.unableToLoadFonts}. {messageOf(design.error)}
            </p>
          ) : design.data && draft ? (
            <DesignForm view={design.data} draft={draft} setDraft={setDraft} />
          ) : (
            <p className={styles.loading}>Loading…</p>
          )}
        </div>
        <section className={styles.previewPane} aria-labelledby="design-preview-title">
          <div className={styles.previewHead}>
            <h2 id="design-preview-title" className={styles.previewTitle}>
              Preview of your home page
            </h2>
            <Choices
              legend="Preview width"
              name="preview-width"
              value={previewWidth}
              choices={[
                { value: 'desktop', label: 'Desktop' },
                { value: 'phone', label: 'Phone' },
              ]}
              onChange={setPreviewWidth}
            />
          </div>
          <div className={styles.previewStage}>
            <iframe
              ref={frame}
              title="Preview of your home page with the unsaved design"
              className={previewWidth === 'phone' ? styles.previewPhone : styles.preview}
              src="/?noredirect"
              onLoad={applyPreview}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
