import { DownloadScreen, type AppKind } from '@xinghe/ui';
import { useLocation, useSearch } from 'wouter';
import { track } from '../analytics';
import { hrefFor } from '../routes/paths';
import { buildsForUi, siteLinks } from '../layout/siteLinks';

/** `?app=tv` is the TV app page; anything else the phone app page (the spec's default type). */
const kindOf = (search: string): AppKind =>
  new URLSearchParams(search).get('app') === 'tv' ? 'tv' : 'phone';

/** `/download` (下载APP): the phone and TV app pages; the tab is kept in the address. */
export default function DownloadPage() {
  const [, navigate] = useLocation();
  const kind = kindOf(useSearch());
  return (
    <DownloadScreen
      kind={kind}
      builds={buildsForUi()}
      communityUrl={siteLinks.communityGroup}
      onKindChange={(next) => navigate(`${hrefFor('download')}?app=${next}`, { replace: true })}
      onDownload={(app) => track('file_download', { app })}
    />
  );
}
