import { AppDownloadDialog, ChatBot, SidePanel } from '@xinghe/ui';
import { useState } from 'react';
import { track } from '../analytics';
import { appActions, useDownloadType, useMobileDownloadModal, useShowSide } from '../state/app';
import { buildsForUi, siteLinks } from './siteLinks';
import { usePhoneLayout } from './usePhoneLayout';

/**
 * The side panel, the chatbot and the app-download dialog it opens, fed by the shared client
 * state (show side, download type, download modal flag). Loaded after first paint.
 */
export default function SideTools() {
  const phone = usePhoneLayout();
  const shown = useShowSide();
  const kind = useDownloadType();
  const downloadOpen = useMobileDownloadModal();
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <>
      <SidePanel
        shown={shown}
        chatOpen={chatOpen}
        communityUrl={siteLinks.communityGroup}
        onDownload={() => appActions.openMobileDownload()}
        onChatToggle={setChatOpen}
        onShownChange={appActions.setShowSide}
      />
      <ChatBot open={chatOpen} onToggle={setChatOpen} hideToggle={shown} />
      <AppDownloadDialog
        open={downloadOpen}
        kind={kind}
        builds={buildsForUi()}
        variant={phone ? 'sheet' : 'center'}
        onKindChange={appActions.setDownloadType}
        onDownload={(app) => track('file_download', { app })}
        onClose={appActions.closeMobileDownload}
      />
    </>
  );
}
