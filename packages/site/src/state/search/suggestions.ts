/**
 * Suggestions while the viewer types (GET /v3/web/api/suggest): asked once typing pauses, the
 * request for an older word cancelled when a newer one is typed, and a reply kept only if it
 * is still for the word in the box. An empty box shows the history and hot searches instead.
 */
import type { Suggestion } from '@xinghe/contracts/client';
import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../../api';
import { normalizeKeyword } from '../searchHistory';

/** How long typing must pause before asking: a fast typist's gap between keys is shorter. */
export const SUGGEST_PAUSE_MS = 150;

export interface SuggestionsState {
  /** The word the list is for ('' when the box is empty). */
  word: string;
  list: readonly Suggestion[];
}

export const suggestionsState = proxy<SuggestionsState>({ word: '', list: [] });

let waiting: ReturnType<typeof setTimeout> | undefined;
let asking: AbortController | undefined;
/** The word of the latest keystroke: only its reply may land. */
let typed = '';

function cancel() {
  clearTimeout(waiting);
  asking?.abort();
  asking = undefined;
}

async function ask(word: string, client: ApiClient) {
  asking = new AbortController();
  const reply = await client.call('suggest', { params: { word }, signal: asking.signal });
  if (word !== typed) return;
  // A failure keeps what was shown: suggestions are a help, the search itself still works.
  if (reply.ok) Object.assign(suggestionsState, { word, list: reply.data.list });
}

export const suggestionsActions = {
  /** The box's text changed: suggest for it once typing pauses, or clear for an empty box. */
  typed(text: string, client: ApiClient = api) {
    const word = normalizeKeyword(text);
    if (word === typed) return;
    typed = word;
    cancel();
    if (!word) {
      Object.assign(suggestionsState, { word: '', list: [] });
      return;
    }
    waiting = setTimeout(() => void ask(word, client), SUGGEST_PAUSE_MS);
  },

  /** Forgets everything (a new page, tests). */
  reset() {
    cancel();
    typed = '';
    Object.assign(suggestionsState, { word: '', list: [] });
  },
};

/** The suggestions for the word now in the box; none while they are for an older word. */
export function useSuggestions(text: string): readonly Suggestion[] {
  const { word, list } = useSnapshot(suggestionsState);
  return word !== '' && word === normalizeKeyword(text) ? list : [];
}

/** A search field's side of it: what to call as the text changes, and its suggestions. */
export function useTypedSuggestions(initial = '') {
  const [text, setText] = useState(initial);
  const suggestions = useSuggestions(text);
  const onTextChange = (next: string) => {
    setText(next);
    suggestionsActions.typed(next);
  };
  return { suggestions, onTextChange };
}
