import styles from './store.module.css';

/** A field's problem, under the field (tied to it with aria-describedby through `id`). */
export function FieldProblem({ id, text }: { id: string | undefined; text: string | undefined }) {
  if (!text) return null;
  return (
    <span id={id} className={styles.fieldProblem}>
      {text}
    </span>
  );
}

/** After a refused save, takes the owner to the first field that needs attention. */
export function focusFirstProblem(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
