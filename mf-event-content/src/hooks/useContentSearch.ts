import { useDebouncedText } from '@atrium/shared';
import { useState } from 'react';
import { CONTENT_SEARCH_DEBOUNCE_MS } from '../constants';

/**
 * The search box of the FAQ, documents, gallery and area maps (spec 2 §9: asked 1000 ms after
 * typing stops): what is typed, and the trimmed term the list is asked with ('' for none).
 */
export function useContentSearch() {
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedText(search, CONTENT_SEARCH_DEBOUNCE_MS).trim();
  return { search, setSearch, searchTerm };
}
