import { BackButton } from '@xinghe/ui';
import { usePhoneLayout } from './usePhoneLayout';
import { useGoBack } from './useGoBack';

/**
 * 返回 over the top left of pages that have no header on a phone (SPEC: none on the player and
 * detail pages), so a viewer who came from a list can go back without the browser's own button.
 */
export function PhoneBackButton() {
  const phone = usePhoneLayout();
  const goBack = useGoBack();
  if (!phone) return null;
  return <BackButton variant="overlay" onBack={goBack} />;
}
