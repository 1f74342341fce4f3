// The Section block's colour theme in the page editor: every colour theme of the site's design,
// the owner's own included (Puck's select field has fixed options, so this is a custom field).
import { DEFAULT_COLOR_THEMES } from '@folio/core/site-design-css';
import { useId } from 'react';
import app from '../../../app/app.module.css';
import { useDesign } from '../api/queries.ts';

export function SectionThemeField({
  value,
  readOnly,
  onChange,
}: {
  value: unknown;
  readOnly?: boolean;
  onChange: (value: string) => void;
}) {
  const design = useDesign().data?.design;
  const themes = design?.colorThemes ?? DEFAULT_COLOR_THEMES;
  const chosen = typeof value === 'string' ? value : '';
  const isMissing = chosen !== '' && design !== undefined && !themes.some((t) => t.id === chosen);
  const id = useId();
  return (
    <div>
      <label className={app.label} htmlFor={id}>
        Colour theme
      </label>
      <select
        id={id}
        className={app.select}
        value={chosen}
        disabled={readOnly}
        aria-describedby={isMissing ? `${id}-missing` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          Site default{design ? ` (${nameOf(themes, design.activeColorThemeId)})` : ''}
        </option>
        {themes.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {theme.name}
          </option>
        ))}
        {isMissing ? <option value={chosen}>A removed theme (shown as the site default)</option> : null}
      </select>
      {isMissing ? (
        <p id={`${id}-missing`} role="note" className={app.dialogText}>
          This section’s theme was removed in Design; it shows the site’s own theme until you choose another.
        </p>
      ) : null}
    </div>
  );
}

function nameOf(themes: readonly { id: string; name: string }[], id: string): string {
  return themes.find((t) => t.id === id)?.name ?? id;
}
