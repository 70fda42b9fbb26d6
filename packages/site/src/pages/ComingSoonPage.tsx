import { PlaceholderScreen } from '@xinghe/ui';

/** Every route whose page is not built yet. */
export default function ComingSoonPage() {
  return <PlaceholderScreen kind="coming-soon" />;
}
