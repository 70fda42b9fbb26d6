import { BackButton } from '@xinghe/ui';
import { useGoBack } from '../../layout/useGoBack';
import { usePhoneLayout } from '../../layout/usePhoneLayout';

/**
 * 返回 over a source page's player on a phone, as layout/PhoneBackButton draws it over the
 * catalogue's: composed here because that module shares a chunk with the catalogue's player and
 * detail pages, which a source's pages do not load.
 */
export function SourceBackButton() {
  const phone = usePhoneLayout();
  const goBack = useGoBack();
  return phone ? <BackButton variant="overlay" onBack={goBack} /> : null;
}
