/** English texts of ../headerMessages.ts. */
import type { AreaTranslation } from '../area';
import type { headerMessages } from '../headerMessages';

const messages: AreaTranslation<typeof headerMessages> = {
  'brand.homeLink': 'Xinghe TV home',
  'common.communityGroup': 'Official community',
  'auth.logout': 'Sign out',
  'user.history': 'Watch history',
  'user.favourites': 'My favourites',
  'user.center': 'My account',
  'user.points': 'My points',
  'user.sports': 'Followed matches',
  'user.invite': 'Invite friends',
  'user.sources': 'My sources',
  'user.menuLabel': 'My account',
  'user.accountOf': 'Account: {email}',
  'download.app': 'Get the app',
  'download.tv': 'TV app',
  'download.phone': 'Phone app',
  'download.scanHint': 'Scan to download and watch anywhere',
  'download.qrLabel': 'QR code to download the {name}',
  'community.scanHint': 'Scan to join for the latest news',
  'community.qrLabel': 'QR code of the official community',
  'language.label': 'Language',
  'language.zh-CN': '简体中文',
  'language.zh-TW': '繁體中文',
  'language.en': 'English',
};

export default messages;
