import { PlaceholderPage } from './PlaceholderPage.tsx';
import { pageTexts } from './pageTexts.ts';

/** Any path that is not a route (the host answers it with status 404). */
export default function NotFoundPage() {
  return <PlaceholderPage title={pageTexts.notFound} hint={pageTexts.notFoundHint} />;
}
