/** English texts of ../liveMessages.ts. */
import type { AreaTranslation } from '../area';
import type { liveMessages } from '../liveMessages';

const messages: AreaTranslation<typeof liveMessages> = {
  'live.title': 'Live TV',
  'live.count': '{n, plural, one {# channel} other {# channels}}',
  'live.search': 'Search channels',
  'live.searchPlaceholder': 'Channel name or programme on now',
  'live.groups': 'Channel groups',
  'live.allGroups': 'All',
  'live.favourites': 'My favourites',
  'live.noMatch': 'No matching channels',
  'live.loadError': 'Channels failed to load',
  'live.vip': 'VIP',
  'live.now': 'On now: {title}',
  'live.next': 'Up next: {title}',
  'channel.guide': 'TV guide',
  'channel.days': 'Choose a day',
  'channel.today': 'Today',
  'channel.tomorrow': 'Tomorrow',
  'channel.onNow': 'Live',
  'channel.guideEmpty': 'No guide for this day',
  'channel.guideError': 'The guide failed to load',
  'channel.about': 'About this channel',
  'channel.collect': 'Favourite',
  'channel.collected': 'Favourited',
  'channel.share': 'Share',
  'channel.shared': 'Link copied',
  'channel.notFound': 'Channel not found',
  'channel.loadError': 'The channel failed to load',
  'channel.vipLocked': 'This channel is for VIP members. Join VIP to watch',
  'channel.offline': 'This channel can’t play right now. Please try again later',
  'channel.back': 'Back to channels',
  'channel.zapList': 'Channels',
  'channel.zapHint': '↑↓ to change channel, or type its number',
  'history.liveTitle': 'Live TV history',
  'collect.liveTitle': 'Favourite channels',
};

export default messages;
