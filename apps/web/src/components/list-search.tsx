import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { normaliseSearch, SEARCH_DEBOUNCE_MS } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export interface ListSearchProps {
  /** The search in the URL (trimmed; undefined when there is none). */
  value: string | undefined;
  /** Called with the trimmed text, 300 ms after typing stops, at once on Enter or clear. */
  onSearch: (query: string | undefined) => void;
  placeholder?: string;
}

/** A list's address search: typing is debounced; Back and Forward bring the URL's text back. */
export function ListSearch({
  value,
  onSearch,
  placeholder = 'Search your portfolio',
}: ListSearchProps) {
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  // The last search this box asked for: the URL arriving at it is our own doing, not a change to
  // show (the user may have typed on while it came).
  const [asked, setAsked] = useState(value);
  const ask = (query: string | undefined) => {
    setAsked(query);
    onSearch(query);
  };
  const search = useDebouncedCallback((next: string) => {
    const query = normaliseSearch(next);
    if (query !== value) ask(query);
  }, SEARCH_DEBOUNCE_MS);

  // The URL changed under us (Back, a link, Clear filters): show its text, unless the box already
  // says the same give or take spaces, or the URL is only catching up with a search of ours.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== asked && normaliseSearch(text) !== value) setText(value ?? '');
  }

  const clear = () => {
    search.cancel();
    setText('');
    if (value !== undefined) ask(undefined);
  };

  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          search(event.currentTarget.value);
          search.flush();
        } else if (event.key === 'Escape' && text !== '') {
          event.preventDefault();
          clear();
        }
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? <CloseButton size="sm" aria-label="Clear search" onClick={clear} /> : null
      }
      w={{ base: '100%', sm: 320 }}
    />
  );
}
