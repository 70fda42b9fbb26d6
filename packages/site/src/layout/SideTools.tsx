import { AppDownloadDialog, ChatBot, SidePanel } from '@xinghe/ui';
import type { Product } from '@xinghe/contracts/client';
import { useState } from 'react';
import { track } from '../analytics';
import { appActions, useDownloadType, useMobileDownloadModal, useShowSide } from '../state/app';
import { buildsForUi, siteLinks } from './siteLinks';
import { usePhoneLayout } from './usePhoneLayout';

async function loadPlans(): Promise<readonly Product[] | undefined> {
  const { paymentActions, paymentState } = await import('../state/payment');
  await paymentActions.loadProducts();
  return paymentState.products.data;
}

/**
 * The side panel, the chatbot and the app-download dialog it opens, fed by the shared client
 * state (show side, download type, download modal flag) and, for the chatbot's prices, the
 * packages on sale. Loaded after first paint.
 */
export default function SideTools() {
  const phone = usePhoneLayout();
  // A phone's toolbar is docked at the bottom and does not collapse (its tab would cover posters).
  const shown = useShowSide() || phone;
  const kind = useDownloadType();
  const downloadOpen = useMobileDownloadModal();
  const [chatOpen, setChatOpen] = useState(false);
  const [plans, setPlans] = useState<readonly Product[]>();
  const toggleChat = (open: boolean) => {
    // The price answer names the packages on sale: their store loads when the chat opens.
    if (open && !plans) void loadPlans().then(setPlans);
    setChatOpen(open);
  };
  return (
    <>
      <SidePanel
        shown={shown}
        chatOpen={chatOpen}
        communityUrl={siteLinks.communityGroup}
        onDownload={() => appActions.openMobileDownload()}
        onChatToggle={toggleChat}
        onShownChange={appActions.setShowSide}
      />
      <ChatBot
        open={chatOpen}
        onToggle={toggleChat}
        hideToggle={shown}
        plans={plans}
        supportUrl={siteLinks.communityGroup}
      />
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
