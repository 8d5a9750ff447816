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
  const search = useDebouncedCallback((next: string) => {
    const query = normaliseSearch(next);
    if (query !== value) onSearch(query);
  }, SEARCH_DEBOUNCE_MS);

  // The URL changed under us (Back, a link, Clear filters): show its text, unless the box already
  // says the same give or take spaces.
  if (value !== shownValue) {
    setShownValue(value);
    if (normaliseSearch(text) !== value) setText(value ?? '');
  }

  const clear = () => {
    search.cancel();
    setText('');
    if (value !== undefined) onSearch(undefined);
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
