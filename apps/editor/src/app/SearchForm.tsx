import { useState } from 'react';
import listStyles from '../features/form-submissions/components/form-submissions.module.css';
import app from './app.module.css';

/**
 * A search box for a list: `onSearch` gets the trimmed text on submit, and '' as soon as the box
 * is emptied (the whole list again).
 */
export function SearchForm(props: {
  id: string;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const [query, setQuery] = useState('');
  return (
    <form
      className={listStyles.search}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(query.trim());
      }}
    >
      <label className={app.visuallyHidden} htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className={app.input}
        type="search"
        placeholder={props.placeholder}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          if (e.target.value === '') props.onSearch('');
        }}
      />
      <button className={app.secondarySmall} type="submit">
        Search
      </button>
    </form>
  );
}
