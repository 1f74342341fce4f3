// The store screens' shared markup: messages, tables, and labelled fields with their problem.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import app from '../../../app/app.module.css';
import { FieldProblem } from './FieldProblem.tsx';
import styles from './store.module.css';

/** A call's failure, read out at once. */
export function ErrorAlert({
  text,
  className = app.error,
}: {
  text: string | null | undefined;
  className?: string;
}) {
  return text ? (
    <p role="alert" className={className}>
      {text}
    </p>
  ) : null;
}

/** What just happened ("Product saved."), announced politely; always present so it is announced. */
export function Notice({ text }: { text: string }) {
  return (
    <p className={app.notice} role="status">
      {text}
    </p>
  );
}

/** A list as a table: the column heads, then the rows; the last column holds a row's buttons. */
export function StoreTable({
  columns,
  lastColumn = 'Actions',
  children,
}: {
  columns: readonly string[];
  /** The (visually hidden) head of the last column. */
  lastColumn?: string;
  children: ReactNode;
}) {
  return (
    <table className={app.table}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
          <th scope="col">
            <span className={app.visuallyHidden}>{lastColumn}</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A small secondary button in a row ("Edit", "Open", "Remove"), named for what it acts on. */
export function RowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button className={app.secondarySmall} type="button" aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** The attributes tying a field to its problem (FieldProblem with the same id). */
export function problemAttributes(id: string, problem: string | undefined) {
  return { 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? id : undefined };
}

type FieldProps = { id: string; label: ReactNode; problem?: string | undefined; problemId?: string };

/** A labelled text box with its problem under it. */
export function TextField({
  id,
  label,
  problem,
  problemId = `${id}-problem`,
  className = app.input,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label className={app.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={className} {...input} {...problemAttributes(problemId, problem)} />
      <FieldProblem id={problem ? problemId : undefined} text={problem} />
    </div>
  );
}

/** A labelled choice. */
export function SelectField({
  id,
  label,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <label className={app.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`${app.select} ${styles.fullWidth}`} {...select}>
        {children}
      </select>
    </div>
  );
}
