/**
 * The way in to the player of a source's title, in a chunk of its own without styles: the play
 * page reaches it only for `s{sourceId}-{itemId}` ids, so the catalogue's player (at its size
 * budget) carries one small import rather than the list of the source player's stylesheets.
 */
import { lazyWithTexts } from '../../lazyWithTexts';

const SourceTitlePlay = lazyWithTexts(() => import('./SourceTitlePlayPage'));

export default function SourceTitlePlayEntry(props: { id?: string; ep?: string }) {
  return <SourceTitlePlay {...props} />;
}
