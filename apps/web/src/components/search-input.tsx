import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

type SearchInputProps = {
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  label?: string;
};

const SEARCH_DELAY_MS = 350;

/** Search as you type, sent once typing pauses; the clear button searches for everything at once. */
export function SearchInput({ value, onSearch, placeholder = 'جستجو…', label = 'جستجو' }: SearchInputProps) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  // The address may change the search (back button): follow it.
  useEffect(() => setText(value), [value]);

  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="پاک کردن جستجو"
            size="sm"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      maw={360}
      w="100%"
    />
  );
}
