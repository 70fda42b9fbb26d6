import { PlaceholderScreen } from '@xinghe/ui';

/** Any path that is not a route (the host answers it with status 404). */
export default function NotFoundPage() {
  return <PlaceholderScreen kind="not-found" />;
}
