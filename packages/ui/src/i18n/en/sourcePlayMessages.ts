/** English texts of ../sourcePlayMessages.ts. */
import type { AreaTranslation } from '../area';
import type { sourcePlayMessages } from '../sourcePlayMessages';

const messages: AreaTranslation<typeof sourcePlayMessages> = {
  'sourcePlay.searchTitle': 'My sources',
  'sourcePlay.searchLoading': 'Searching…',
  'sourcePlay.searchCount': '{n, plural, one {# title} other {# titles}}',
  'sourcePlay.searchEmpty': 'Nothing found',
  'sourcePlay.timeout': 'The source did not answer',
  'sourcePlay.unusable': 'Source unusable: {detail}',
  'sourcePlay.failed': 'Search failed: {detail}',
  'sourcePlay.fromSource': 'From your source “{name}”',
  'sourcePlay.loggedOut': 'Log in to play your sources',
  'sourcePlay.liveTitle': 'My channels',
  'sourcePlay.liveEmpty': 'No channels in this list',
};

export default messages;
