import { useEffect, useState } from 'react';
import { findSuggestions, type Suggestion } from './suggestions';

const SUGGEST_AFTER_MS = 150;
const SUGGEST_FROM_LETTERS = 2;

/** Suggestions for what is being typed; `query` is the text last asked about. */
type Asked = { query: string; items: Suggestion[] };

const NONE: Asked = { query: '', items: [] };

/**
 * Asks for suggestions once typing pauses; nothing for the text the page was opened with. The
 * list asked about before stays while the next is on its way, and an answer for older text is
 * dropped; a failed ask leaves the list as it was.
 */
export function useSuggestions(text: string, initialQuery: string): Suggestion[] {
  const [{ query, items }, setAsked] = useState(NONE);
  const typed = text.trim();
  useEffect(() => {
    if (typed.length < SUGGEST_FROM_LETTERS || typed === initialQuery) return;
    const ask = async () => {
      setAsked((before) => ({ ...before, query: typed }));
      const answer = await findSuggestions(typed);
      if (!answer.ok) return;
      setAsked((now) => (now.query === answer.data.query ? answer.data : now));
    };
    const timer = setTimeout(() => void ask(), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed, initialQuery]);
  return query === typed ? items : [];
}
