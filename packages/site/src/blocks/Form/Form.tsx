import { FIELD_SUMMARY_PARTS, LIKERT_SCALE } from '@folio/core/form-fields';
import type { FormDefinition, FormField } from '@folio/core/forms';
import type { ReactNode } from 'react';
import styles from './Form.module.css';

export interface FormBlockField extends Omit<FormField, 'options'> {
  /** In the editor: one choice (or Likert statement) per line. */
  options?: string | string[];
}

export interface FormProps {
  /** Puck's block id: it is the form's id (formId of the submission). */
  id?: string;
  title?: string;
  fields: FormBlockField[];
  submitButtonText: string;
  successMessage: string;
  successRedirectUrl: string;
  /** FORM-025: HTML shown, and its scripts run, after the success message. */
  postSubmitHtml?: string;
  isOverlayForm?: boolean;
  /** Builder section 5: a note shown above the submit button. */
  disclaimer?: string;
  /** Comma-separated; never sent to the browser. */
  notificationEmails: string;
  captcha: boolean;
  disableValidation: boolean;
  isNewsletter?: boolean;
}

export const optionList = (options: FormBlockField['options']): string[] =>
  (Array.isArray(options) ? options : (options ?? '').split('\n')).map((o) => o.trim()).filter(Boolean);

/** The definition the server stores and checks against, from the block's props. */
export function formDefinition(props: FormProps): FormDefinition {
  return {
    fields: (props.fields ?? []).map((f) => ({ ...f, options: optionList(f.options) })),
    submitButtonText: props.submitButtonText || 'Submit',
    successMessage: props.successMessage || 'Thank you!',
    successRedirectUrl: props.successRedirectUrl ?? '',
    postSubmitHtml: props.postSubmitHtml ?? '',
    notificationEmails: (props.notificationEmails ?? '')
      .split(/[,\s]+/)
      .map((e) => e.trim())
      .filter(Boolean),
    captcha: Boolean(props.captcha),
    isOverlayForm: Boolean(props.isOverlayForm),
    disableValidation: Boolean(props.disableValidation),
    isNewsletter: Boolean(props.isNewsletter),
  };
}

/** What the browser needs (the island's props): the definition without the notification emails. */
export function formIslandProps(props: FormProps) {
  const { notificationEmails: _hidden, ...definition } = formDefinition(props);
  return { formId: props.id ?? '', ...definition };
}

const PART_LABELS: Record<string, string> = {
  First: 'First name',
  Last: 'Last name',
  Country: 'Country',
  Areacode: 'Area code',
  Prefix: 'Prefix',
  Line: 'Line',
  Line1: 'Address line 1',
  Line2: 'Address line 2',
  City: 'City',
  State: 'State',
  Zip: 'ZIP code',
  Month: 'MM',
  Day: 'DD',
  Year: 'YYYY',
  Hour: 'Hour',
  Minute: 'Minute',
  Second: 'Second',
  Ampm: 'AM/PM',
};

function Parts({ field, inputId }: { field: FormBlockField; inputId: string }) {
  const parts = FIELD_SUMMARY_PARTS[field.type as keyof typeof FIELD_SUMMARY_PARTS];
  const visible = field.type === 'phone' && !field.showCountryCode ? parts.slice(1) : parts;
  return (
    <div className={`${styles.parts} ${styles[`parts_${field.type}`] ?? ''}`}>
      {visible.map((part) => {
        const index = parts.indexOf(part as never);
        const id = `${inputId}-${index}`;
        return (
          <label key={part} className={styles.part} htmlFor={id}>
            {part === 'Ampm' ? (
              <select id={id} name={field.id} data-part={index} className={styles.input}>
                <option value="AM">AM</option>
                <option value="PM">PM</option>
              </select>
            ) : (
              <input
                id={id}
                name={field.id}
                data-part={index}
                className={styles.input}
                inputMode={['date', 'time', 'phone'].includes(field.type) ? 'numeric' : undefined}
                autoComplete={
                  part === 'First'
                    ? 'given-name'
                    : part === 'Last'
                      ? 'family-name'
                      : part === 'Zip'
                        ? 'postal-code'
                        : undefined
                }
              />
            )}
            <span className={styles.partLabel}>{PART_LABELS[part] ?? part}</span>
          </label>
        );
      })}
    </div>
  );
}

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  number: 'text',
  currency: 'text',
  website: 'url',
  password: 'password',
};

function Control({
  field,
  inputId,
  describedBy,
}: {
  field: FormBlockField;
  inputId: string;
  describedBy: string;
}) {
  const options = optionList(field.options);
  const common = {
    name: field.id,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  };
  switch (field.type) {
    case 'textarea':
      return (
        <>
          <textarea
            id={inputId}
            className={styles.textarea}
            rows={5}
            placeholder={field.placeholder}
            {...common}
          />
          {field.maxLength && field.maxLength > 0 ? (
            <p className={styles.counter} data-counter aria-live="polite">
              0 / {field.maxLength}
            </p>
          ) : null}
        </>
      );
    case 'select':
      return (
        <select id={inputId} className={styles.input} defaultValue="" {...common}>
          <option value="" disabled>
            {field.placeholder || 'Select an option'}
          </option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case 'radio':
    case 'checkbox':
      return (
        <div className={styles.choices}>
          {options.map((o, i) => (
            <label key={o} className={styles.choice} htmlFor={`${inputId}-${i}`}>
              <input id={`${inputId}-${i}`} type={field.type} value={o} name={field.id} />
              <span>{o}</span>
            </label>
          ))}
        </div>
      );
    case 'likert':
      return (
        <table className={styles.likert}>
          <thead>
            <tr>
              <td />
              {[...LIKERT_SCALE].map(([n, label]) => (
                <th key={n} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {options.map((statement, row) => (
              <tr key={statement}>
                <th scope="row">{statement}</th>
                {[...LIKERT_SCALE].map(([n, label]) => (
                  <td key={n}>
                    <input
                      type="radio"
                      name={`${field.id}-${row}`}
                      value={n}
                      data-statement={statement}
                      aria-label={`${statement}: ${label}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'name':
    case 'phone':
    case 'address':
    case 'date':
    case 'time':
      return <Parts field={field} inputId={inputId} />;
    case 'currency':
      return (
        <span className={styles.currency}>
          <span aria-hidden="true">{field.currencySymbol || '$'}</span>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            inputMode="decimal"
            placeholder={field.placeholder}
            {...common}
          />
        </span>
      );
    default:
      return (
        <input
          id={inputId}
          className={`${styles.input} ${field.underline ? styles.underline : ''}`}
          type={INPUT_TYPES[field.type] ?? 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={field.type === 'email' ? 'email' : undefined}
          placeholder={field.placeholder}
          {...common}
        />
      );
  }
}

function FieldRow({ field, formId }: { field: FormBlockField; formId: string }): ReactNode {
  const inputId = `form-${formId}-${field.id}`;
  if (field.type === 'hidden')
    return (
      <input
        type="hidden"
        name={field.id}
        value={field.value ?? ''}
        data-field-id={field.id}
        data-field-type="hidden"
      />
    );
  if (field.type === 'section')
    return (
      <div className={styles.section} data-field-id={field.id} data-field-type="section">
        <h3 className={styles.sectionTitle}>{field.title}</h3>
        {field.description ? <p className={styles.description}>{field.description}</p> : null}
      </div>
    );
  const isGroup = ['radio', 'checkbox', 'likert', 'name', 'phone', 'address', 'date', 'time'].includes(
    field.type,
  );
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = field.description ? `${descriptionId} ${errorId}` : errorId;
  const title = (
    <>
      {field.title}
      {field.required ? <span className={styles.required}> (required)</span> : null}
    </>
  );
  const Wrapper = isGroup ? 'fieldset' : 'div';
  return (
    <Wrapper
      className={styles.field}
      data-field-id={field.id}
      data-field-type={field.type}
      aria-describedby={isGroup ? describedBy : undefined}
    >
      {isGroup ? (
        <legend className={styles.label}>{title}</legend>
      ) : (
        <label className={styles.label} htmlFor={inputId}>
          {title}
        </label>
      )}
      {field.description ? (
        <p className={styles.description} id={descriptionId}>
          {field.description}
        </p>
      ) : null}
      <Control field={field} inputId={inputId} describedBy={describedBy} />
      <p className={styles.fieldError} id={errorId} data-field-error hidden />
    </Wrapper>
  );
}

/**
 * A form visitors fill in (FORM-001..048). The server renders every field; the island (island.ts,
 * no React) checks the values with the rules of @folio/core and sends them.
 */
export function Form(props: FormProps) {
  const formId = props.id ?? 'form';
  return (
    <div className={styles.wrapper} data-form-root>
      {props.title ? <h2 className={styles.title}>{props.title}</h2> : null}
      <form className={styles.form} noValidate data-form-id={formId} aria-label={props.title || 'Form'}>
        {/* One problem message, in one of two places (docs/decisions/014-form-error-banner.md). */}
        <p className={styles.banner} data-form-message="top" role="alert" tabIndex={-1} hidden />
        {(props.fields ?? []).map((field) => (
          <FieldRow key={field.id} field={field} formId={formId} />
        ))}
        {props.captcha ? <div className={styles.captcha} data-captcha /> : null}
        {props.disclaimer ? <p className={styles.disclaimer}>{props.disclaimer}</p> : null}
        <p className={styles.banner} data-form-message="bottom" role="alert" tabIndex={-1} hidden />
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} data-submit>
            {props.submitButtonText || 'Submit'}
          </button>
        </div>
      </form>
      <div className={styles.success} data-form-success role="status" tabIndex={-1} hidden />
    </div>
  );
}
