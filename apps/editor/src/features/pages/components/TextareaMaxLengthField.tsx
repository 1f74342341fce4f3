// Issue 19 (EDIT-042, docs/decisions/056): in the Form block's builder, a Paragraph (textarea)
// field gets "Longest answer" only while the site's form-textarea-maxlength toggle is on. A custom
// field, as Puck's array items share one set of fields: it reads its own item's type.
import { FORM_TEXTAREA_MAXLENGTH } from '@folio/core/feature-flags';
import { AutoField, createUsePuck, FieldLabel } from '@puckeditor/core';
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
  if (!isOn || type !== 'textarea') return null;
  // Puck's own label and number field, so it looks like its neighbours.
  return (
    <FieldLabel
      label="Longest answer, in characters (empty: no limit)"
      icon={<HashIcon />}
      readOnly={readOnly}
    >
      <AutoField
        field={{
          type: 'number',
          min: 0,
          max: TEXTAREA_MAX_LENGTH_LIMIT,
          step: 1,
        }}
        value={typeof value === 'number' && value > 0 ? value : undefined}
        readOnly={readOnly}
        onChange={(next: unknown) =>
          onChange(
            typeof next === 'number' && Number.isFinite(next) && next > 0
              ? Math.min(Math.floor(next), TEXTAREA_MAX_LENGTH_LIMIT)
              : undefined,
          )
        }
      />
    </FieldLabel>
  );
}

/** The icon Puck gives its number fields (lucide's hash). */
function HashIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <line x1="4" x2="20" y1="9" y2="9" />
      <line x1="4" x2="20" y1="15" y2="15" />
      <line x1="10" x2="8" y1="3" y2="21" />
      <line x1="16" x2="14" y1="3" y2="21" />
    </svg>
  );
}
