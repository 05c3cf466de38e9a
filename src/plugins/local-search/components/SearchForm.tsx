/**
 * The search form of the results page and the not-found page: a search landmark with the query
 * field and a Search button. Without JavaScript it submits to `action` as a GET form (the results
 * page's address holds the query); with it, `onSearch` gets the trimmed query, never an empty one.
 */
import React, {type ReactNode} from 'react';
import {SEARCH_QUERY_PARAM} from '../client/files';
import styles from './SearchForm.module.css';

export default function SearchForm({
  label,
  action,
  value,
  onChange,
  onSearch,
}: {
  /** The landmark's name, told apart from the navbar's search box. */
  label: string;
  action?: string;
  value: string;
  onChange: (text: string) => void;
  onSearch: (query: string) => void;
}): ReactNode {
  return (
    <form
      className={styles.form}
      role="search"
      aria-label={label}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        const query = value.trim();
        if (query) onSearch(query);
      }}>
      <input
        className={styles.input}
        type="search"
        name={SEARCH_QUERY_PARAM}
        aria-label="Search the documentation"
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}
