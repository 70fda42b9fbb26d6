import { PrivacyScreen } from '@xinghe/ui';
import { hrefFor } from '../routes/paths';

/** `/privacy` (隐私政策): no header or nav (SPEC), the policy and a way home. */
export default function PrivacyPage() {
  return <PrivacyScreen homeHref={hrefFor('home')} />;
}
