import type { FormDefinition } from '@folio/core/forms';
import formStyles from '../Form/Form.module.css';
import styles from './Newsletter.module.css';

export interface NewsletterProps {
  /** Puck's block id: the form id of its sign-ups. */
  id?: string;
  title: string;
  description: string;
  buttonText: string;
  successMessage: string;
  /** Ask for a name beside the address. */
  askName: boolean;
  /** In the site's footer (issue 16 part 3): no rules above and below, the footer's headings. */
  isInFooter?: boolean;
}

/** The fields of every newsletter sign-up: their ids are the same on every site. */
export const NEWSLETTER_FIELDS = { name: 'name', email: 'email' } as const;

/** The definition the server checks sign-ups against (FORM-039: a newsletter form). */
export function newsletterDefinition(props: NewsletterProps): FormDefinition {
  return {
    fields: [
      ...(props.askName
        ? [{ id: NEWSLETTER_FIELDS.name, type: 'text' as const, title: 'Name', required: false }]
        : []),
      { id: NEWSLETTER_FIELDS.email, type: 'email', title: 'Email', required: true },
    ],
    submitButtonText: props.buttonText || 'Sign up',
    successMessage: props.successMessage || 'Thank you for signing up.',
    successRedirectUrl: '',
    postSubmitHtml: '',
    notificationEmails: [],
    captcha: false,
    isOverlayForm: false,
    disableValidation: false,
    isNewsletter: true,
  };
}

export function newsletterIslandProps(props: Omit<NewsletterProps, 'isInFooter'>) {
  const { notificationEmails: _none, ...definition } = newsletterDefinition(props);
  return { mode: 'subscribe' as const, formId: props.id ?? '', ...definition };
}

/** A newsletter sign-up: an address (and a name if asked), one button; small under 320 px (UI-100). */
export function Newsletter(props: NewsletterProps) {
  const formId = props.id ?? 'newsletter';
  const inputId = (field: string) => `newsletter-${formId}-${field}`;
  return (
    <section
      className={props.isInFooter ? `${styles.newsletter} ${styles.inFooter}` : styles.newsletter}
      data-form-root
    >
      <div className={styles.inner}>
        {props.title ? <h2 className={styles.title}>{props.title}</h2> : null}
        {props.description ? <p className={styles.description}>{props.description}</p> : null}
        <form
          className={styles.form}
          noValidate
          data-form-id={formId}
          aria-label={props.title || 'Newsletter'}
        >
          <div className={styles.row}>
            {props.askName ? (
              <div className={styles.field} data-field-id={NEWSLETTER_FIELDS.name} data-field-type="text">
                <label className={styles.label} htmlFor={inputId('name')}>
                  Name
                </label>
                <input
                  id={inputId('name')}
                  className={styles.input}
                  name={NEWSLETTER_FIELDS.name}
                  autoComplete="name"
                  placeholder="Name"
                  aria-describedby={`${inputId('name')}-error`}
                />
                <p className={styles.fieldError} id={`${inputId('name')}-error`} data-field-error hidden />
              </div>
            ) : null}
            <div className={styles.field} data-field-id={NEWSLETTER_FIELDS.email} data-field-type="email">
              <label className={styles.label} htmlFor={inputId('email')}>
                Email
              </label>
              <input
                id={inputId('email')}
                className={styles.input}
                name={NEWSLETTER_FIELDS.email}
                type="email"
                autoComplete="email"
                placeholder="Email address"
                aria-required
                aria-describedby={`${inputId('email')}-error`}
              />
              <p className={styles.fieldError} id={`${inputId('email')}-error`} data-field-error hidden />
            </div>
            <button type="submit" className={`${formStyles.submit} ${styles.submit}`} data-submit>
              {props.buttonText || 'Sign up'}
            </button>
          </div>
          <p className={styles.formError} data-form-message="bottom" role="alert" tabIndex={-1} hidden />
        </form>
        <p className={styles.success} data-form-success role="status" tabIndex={-1} hidden />
      </div>
    </section>
  );
}
