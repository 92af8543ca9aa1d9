import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './toolbar-search';

/**
 * Keeps the typed text and publishes its trimmed value `delay` ms after the last keystroke.
 * Whitespace-only text counts as empty; clearing publishes at once; an unchanged value is not
 * published again (so typing a trailing space fires no new search).
 */
export function useDebouncedSearch(
  publish: (term: string) => void,
  published: string,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(published);
  const last = useRef(published);
  // A term set from outside (cleared on a new screen, restored on the way back) replaces the text.
  useEffect(() => {
    if (published !== last.current || published === '') setText(published);
    last.current = published;
  }, [published]);
  useEffect(() => {
    const term = text.trim();
    if (term === last.current) return;
    const fire = () => {
      last.current = term;
      publish(term);
    };
    if (term === '') {
      fire();
      return;
    }
    const timer = setTimeout(fire, delay);
    return () => clearTimeout(timer);
  }, [text, delay, publish]);
  return [text, setText] as const;
}
