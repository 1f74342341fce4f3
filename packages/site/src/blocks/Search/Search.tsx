// Issue 17: the Search block, a box that sends its words to the site's `/search` page (a plain
// GET form: it works with no JavaScript, and the results have a real address).
import { useId } from 'react';
import styles from './Search.module.css';

export interface SearchProps {
  /** The words shown in the empty box (and its accessible name). */
  placeholder: string;
  buttonText: string;
}

export function SearchBox({
  placeholder,
  buttonText,
  value = '',
  isAutoFocus = false,
}: SearchProps & { value?: string; isAutoFocus?: boolean }) {
  const id = useId();
  return (
    <form className={styles.form} action="/search" method="get" role="search">
      <label className={styles.label} htmlFor={id}>
        {placeholder || 'Search'}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={value}
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: on the search page the box is what the visitor came for.
        autoFocus={isAutoFocus}
      />
      <button className={styles.submit} type="submit">
        {buttonText || 'Search'}
      </button>
    </form>
  );
}

export function Search({ placeholder, buttonText }: SearchProps) {
  return (
    <div className={styles.block}>
      <SearchBox placeholder={placeholder} buttonText={buttonText} />
    </div>
  );
}
