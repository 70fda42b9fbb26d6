/** English texts of ../downloadMessages.ts. */
import type { AreaTranslation } from '../area';
import type { downloadMessages } from '../downloadMessages';

const messages: AreaTranslation<typeof downloadMessages> = {
  'download.title': 'Get the Xinghe TV app',
  'download.phoneTab': 'Phone',
  'download.tvTab': 'TV',
  'download.tabsLabel': 'Choose a version',
  'download.phoneHeadline': 'Xinghe TV for phones',
  'download.phoneTagline': 'Catch up anywhere, save for offline, watch on your commute',
  'download.tvHeadline': 'Xinghe TV for TV',
  'download.tvTagline': 'The big screen, 500+ live channels, easy with a remote',
  'download.phoneFeature1': 'New episodes of hit shows as they air',
  'download.phoneFeature2': 'History and favourites synced across devices',
  'download.phoneFeature3': 'VIP Blu-ray line and every playback speed',
  'download.tvFeature1': 'Works on Android TV and TV boxes',
  'download.tvFeature2': '500+ live TV channels',
  'download.tvFeature3': 'Sign in by scanning with your phone, no remote typing',
  'download.button': 'Download now',
  'download.scan': 'Scan to download',
  'download.qrLabel': 'QR code to download the {name}',
  'download.version': 'Version {version} · {size}',
  'download.stepsTitle': 'How to install',
  'download.phoneStep1': 'Scan the code with your phone’s browser or tap “Download now”',
  'download.phoneStep2': 'Open the downloaded package and allow the install when asked',
  'download.phoneStep3': 'Open the app and sign in with your Xinghe TV account',
  'download.tvStep1':
    'Open a browser on the TV or box and enter the download address, or copy the package over on a USB stick',
  'download.tvStep2': 'Allow apps from unknown sources in the settings, then install',
  'download.tvStep3': 'Open the app and scan the QR code on screen with your phone to sign in',
  'download.community': 'Join the official community',
  'download.communityHint': 'Update news, feedback and watchlist tips',
  'download.dialogTitle': 'Get the app',
  'side.label': 'Quick tools',
  'side.download': 'Get the app',
  'side.community': 'Official community',
  'side.chat': 'Customer service',
  'side.hide': 'Hide',
  'side.show': 'Show quick tools',
};

export default messages;
