import { checkSourceUrl, SOURCE_NAME_MAX_LENGTH, SOURCE_TYPES } from '@xinghe/contracts/client';
import { SourcesScreen, sourcesT, type SourceNotice } from '@xinghe/ui';
import { useEffect } from 'react';
import { appEvents } from '../events';
import { useSignedIn } from '../state/signedIn';
import { sourcesActions, useSources, type SourcesNotice } from '../state/sources';

const openLogin = () => appEvents.emit('openIn', {});

/** The contract's URL rule, as the form asks for it. */
const validateUrl = (url: string) => {
  const checked = checkSourceUrl(url);
  return checked.ok ? null : checked.problem;
};

function noticeOf(notice: SourcesNotice | undefined): SourceNotice | undefined {
  if (!notice) return undefined;
  if (notice.kind === 'imported') {
    return { tone: 'success', text: sourcesT('sources.imported', { name: notice.name }) };
  }
  if (notice.kind === 'alreadyAdded')
    return { tone: 'error', text: sourcesT('sources.alreadyAdded') };
  return { tone: 'error', text: notice.message };
}

/** `/source` (我的片源, from the user menu): the viewer's own and imported video sources. */
export default function SourcesPage() {
  const signedIn = useSignedIn();
  const sources = useSources();

  useEffect(() => {
    if (signedIn) void sourcesActions.load();
    else sourcesActions.reset();
    return () => sourcesActions.dismissNotice();
  }, [signedIn]);

  return (
    <SourcesScreen
      status={signedIn ? sources.list.status : 'loggedOut'}
      own={sources.list.data?.own}
      added={sources.list.data?.added}
      checks={sources.checks}
      form={sources.form}
      importing={sources.importing}
      notice={noticeOf(sources.notice)}
      types={SOURCE_TYPES}
      nameMaxLength={SOURCE_NAME_MAX_LENGTH}
      validateUrl={validateUrl}
      onAdd={sourcesActions.openNew}
      onEdit={(id) => void sourcesActions.edit(id)}
      onCancelForm={sourcesActions.closeForm}
      onSave={(values) => void sourcesActions.save(values)}
      onDelete={(id, kind) => void sourcesActions.remove(id, kind)}
      onCheck={(id) => void sourcesActions.check(id)}
      onImport={(id) => void sourcesActions.import(id)}
      onLogin={openLogin}
      onRetry={() => void sourcesActions.load()}
    />
  );
}
