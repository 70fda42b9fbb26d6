/**
 * 下载到本机 under a catalogue title's player: starts the offline download of the episode in the
 * line and quality playing (a VIP only; anyone else is told why and offered VIP), then shows its
 * progress with 暂停 / 继续 and links to 我的下载. Its own chunk, after the player.
 */
import { OfflineDownloadButton } from '@xinghe/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appEvents } from '../../events';
import { hrefFor } from '../../routes/paths';
import {
  offlineDownloadsActions,
  offlineDownloadsState,
  offlineKey,
  progressOf,
  useOfflineDownload,
  type OfflineTarget,
  type OfflineViewer,
} from '../../state/offlineDownloads';

export interface OfflineDownloadPartProps {
  /** The episode and how it plays now; null until the title and its line are known. */
  target: OfflineTarget | null;
  /** VIP or not, and the player's signing of media paths (player/signing.ts). */
  viewer: OfflineViewer;
}

export default function OfflineDownloadPart({ target, viewer }: OfflineDownloadPartProps) {
  useEffect(() => offlineDownloadsActions.load(), []);
  const { refusal } = useSnapshot(offlineDownloadsState);
  const download = useOfflineDownload(target?.id ?? null, target?.ep ?? 0);
  if (!target) return null;
  const key = offlineKey(target.id, target.ep);
  const progress = download && progressOf(download);
  const refused = refusal?.key === key ? refusal.refusal : undefined;
  return (
    <OfflineDownloadButton
      download={progress}
      refusal={refused}
      downloadsHref={hrefFor('downloads')}
      onDownload={() => {
        offlineDownloadsActions.start(target, viewer);
        if (offlineDownloadsState.refusal?.refusal.kind === 'vipOnly') {
          // The VIP dialog, as player/playerDeps.ts's askForVip opens it (importing that would put
          // this part in the player's shared chunks and change what the player pages preload).
          appEvents.emit('openVipDialog', { reason: 'download' });
        }
      }}
      onPause={() => offlineDownloadsActions.pause(key)}
      onResume={() => offlineDownloadsActions.resume(key)}
    />
  );
}
