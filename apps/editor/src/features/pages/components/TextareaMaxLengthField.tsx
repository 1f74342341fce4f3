// Issue 19 (EDIT-042, docs/decisions/056): in the Form block's builder, a Paragraph (textarea)
// field gets "Longest answer" only while the site's form-textarea-maxlength toggle is on. A custom
// field, as Puck's array items share one set of fields: it reads its own item's type.
import { FORM_TEXTAREA_MAXLENGTH } from '@folio/core/feature-flags';
import { createUsePuck } from '@puckeditor/core';
import { useId } from 'react';
import app from '../../../app/app.module.css';
import { useFeatureToggle } from '../../toggles/api/features.ts';

const usePuck = createUsePuck();

/** The longest answer an owner may set, in characters (the published form counts them). */
export const TEXTAREA_MAX_LENGTH_LIMIT = 100_000;

/** The index of the form field a name like `fields[2].maxLength` belongs to. */
export function fieldIndexOf(name: string): number | null {
  const match = /\[(\d+)\]\.maxLength$/.exec(name);
  return match ? Number(match[1]) : null;
}

export function TextareaMaxLengthField({
  name,
  value,
  readOnly,
  onChange,
}: {
  name: string;
  value: unknown;
  readOnly?: boolean;
  onChange: (value: number | undefined) => void;
}) {
  const isOn = useFeatureToggle(FORM_TEXTAREA_MAXLENGTH);
  const index = fieldIndexOf(name);
  const type = usePuck((s) => {
    const fields = s.selectedItem?.props?.fields;
    return index !== null && Array.isArray(fields)
      ? (fields[index] as { type?: string } | undefined)?.type
      : undefined;
  });
  const id = useId();
  if (!isOn || type !== 'textarea') return <></>;
  return (
    <div>
      <label className={app.label} htmlFor={id}>
        Longest answer, in characters
      </label>
      <input
        id={id}
        className={app.input}
        type="number"
        min={0}
        max={TEXTAREA_MAX_LENGTH_LIMIT}
        step={1}
        inputMode="numeric"
        aria-describedby={`${id}-hint`}
        value={typeof value === 'number' && value > 0 ? value : ''}
        placeholder="No limit"
        disabled={readOnly}
        onChange={(event) => {
          const next = event.target.valueAsNumber;
          onChange(
            Number.isFinite(next) && next > 0
              ? Math.min(Math.floor(next), TEXTAREA_MAX_LENGTH_LIMIT)
              : undefined,
          );
        }}
      />
      <p id={`${id}-hint`} className={app.dialogText}>
        Visitors see a counter and cannot send a longer answer; leave empty for no limit.
      </p>
    </div>
  );
}
