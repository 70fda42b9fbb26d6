/** English texts of ../offlineMessages.ts. */
import type { AreaTranslation } from '../area';
import type { offlineMessages } from '../offlineMessages';

const messages: AreaTranslation<typeof offlineMessages> = {
  'offline.updateReady': 'A new version is ready',
  'offline.reload': 'Reload',
  'offline.later': 'Later',
  'offline.pageTitle': 'You are offline',
  'offline.pageText':
    'This page has not been saved on this device. Your downloaded videos are in My downloads and play without a network.',
  'offline.openDownloads': 'Open My downloads',
  'offline.title': 'My downloads',
  'offline.listLabel': 'Downloaded videos',
  'offline.empty':
    'No downloads yet. VIP members can press "Save to device" on an episode or film to watch it offline.',
  'offline.download': 'Save to device',
  'offline.downloadHint': 'Saves the current quality to watch offline',
  'offline.pause': 'Pause',
  'offline.resume': 'Resume',
  'offline.retry': 'Retry',
  'offline.delete': 'Delete',
  'offline.play': 'Play',
  'offline.episode': 'Episode {ep}',
  'offline.progress': 'Download progress',
  'offline.queued': 'Waiting to download',
  'offline.downloading': 'Downloading {percent}%',
  'offline.paused': 'Paused at {percent}%',
  'offline.done': 'Downloaded · {size}',
  'offline.failed': 'The download failed. Check the network and try again',
  'offline.vipEnded': 'Your VIP has ended: renew to watch again (the download is kept)',
  'offline.noSpace': 'Not enough storage: needs about {need}, {free} free on this device',
  'offline.vipOnly': 'Saving to the device is a VIP perk: join VIP to watch offline',
  'offline.unsupported': 'This browser cannot save videos for offline viewing',
  'offline.openList': 'My downloads',
};

export default messages;
