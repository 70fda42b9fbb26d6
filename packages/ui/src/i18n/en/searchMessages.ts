/** English texts of ../searchMessages.ts. */
import type { AreaTranslation } from '../area';
import type { searchMessages } from '../searchMessages';

const messages: AreaTranslation<typeof searchMessages> = {
  'search.placeholder': 'Search titles',
  'search.submit': 'Search',
  'search.history': 'Recent searches',
  'search.hot': 'Trending searches',
  'search.changeBatch': 'Refresh',
  'search.delete': 'Delete',
  'search.liveLabel': 'Live',
  'search.inputLabel': 'Search keywords',
  'search.clearHistory': 'Delete recent searches',
  'search.changeBatchLabel': 'Refresh trending searches',
  'search.open': 'Open search',
  'search.cancel': 'Cancel',
  'search.back': 'Back',
  'search.resultsHeading': 'Results for “{word}”',
  'search.resultsCount': '{n, plural, one {# title found} other {# titles found}}',
  'search.sectionVideos': 'Titles',
  'search.sectionActors': 'Cast',
  'search.sectionLives': 'Live',
  'search.empty': 'Nothing found for “{word}”',
  'search.emptyHint': 'Try another keyword, or see what others are searching for',
  'search.actorWorks': '{n, plural, one {# title} other {# titles}}',
  'search.noMore': 'No more results',
};

export default messages;
