import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { type FormEvent, useState } from 'react';

interface Props {
  /** The text the URL holds; the field starts from it again whenever it changes (Back, a shared link). */
  value: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  onSearch: (text: string) => void;
}

/** A labelled search field: Enter or the button searches. */
export function SearchForm({ value, label, placeholder, submitLabel, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form className="ml-searchbar" onSubmit={submit}>
        <label htmlFor="ml-search-text" className="ml-visually-hidden">
          {label}
        </label>
        <input
          id="ml-search-text"
          type="search"
          dir="auto"
          value={text}
          maxLength={200}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="ml-btn ml-btn--primary">
          <SearchOutlined aria-hidden="true" />
          {submitLabel}
        </button>
      </form>
    </search>
  );
}
