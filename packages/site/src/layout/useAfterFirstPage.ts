import { useEffect, useState } from 'react';
import { afterFirstPageSettled } from '../idle';

/**
 * False until the first page has settled (idle.ts): parts nobody needs for the first screen (the
 * side tools, back to top) mount then, so their chunks do not compete with the page's own.
 */
export function useAfterFirstPage(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterFirstPageSettled(() => setSettled(true)), []);
  return settled;
}
