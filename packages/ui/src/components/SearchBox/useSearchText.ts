import { useCallback, useState } from 'react';

/** SPEC section 5: a search keyword is at most 20 characters. */
export const SEARCH_MAX_LENGTH = 20;

/** Cuts text to `maxLength` characters (code points, so a cut never splits a character in two). */
export function clipSearchText(text: string, maxLength: number = SEARCH_MAX_LENGTH): string {
  const chars = [...text];
  return chars.length > maxLength ? chars.slice(0, maxLength).join('') : text;
}

interface SearchTextOptions {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength: number;
}

/**
 * The text of a search field, controlled (`value` given) or not; every change is cut to the
 * maximum length before anyone sees it, so a paste of 30 characters keeps the first 20.
 */
export function useSearchText({
  value,
  defaultValue = '',
  onChange,
  maxLength,
}: SearchTextOptions) {
  const [inner, setInner] = useState(() => clipSearchText(defaultValue, maxLength));
  const controlled = value !== undefined;
  const text = clipSearchText(controlled ? value : inner, maxLength);
  const setText = useCallback(
    (next: string) => {
      const clipped = clipSearchText(next, maxLength);
      if (!controlled) setInner(clipped);
      onChange?.(clipped);
    },
    [controlled, maxLength, onChange],
  );
  return [text, setText] as const;
}
