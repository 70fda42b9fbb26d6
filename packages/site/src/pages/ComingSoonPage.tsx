import { PlaceholderPage } from './PlaceholderPage.tsx';
import { pageTexts } from './pageTexts.ts';

/** Every route whose page is not built yet. */
export default function ComingSoonPage() {
  return <PlaceholderPage title={pageTexts.comingSoon} hint={pageTexts.comingSoonHint} />;
}
