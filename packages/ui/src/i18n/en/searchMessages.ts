/** English texts of ../searchMessages.ts. */
import type { AreaTranslation } from '../area';
import type { searchMessages } from '../searchMessages';

const messages: AreaTranslation<typeof searchMessages> = {
  'search.placeholder': 'Search titles',
  'search.submit': 'Search',
  'search.history': 'Recent searches',
  'search.hot': 'Trending searches',
  // The two buttons' names contain the word they show (WCAG 2.5.3, label in name).
  'search.changeBatch': 'Refresh',
  'search.delete': 'Clear',
  'search.liveLabel': 'Live',
  'search.inputLabel': 'Search keywords',
  'search.suggestions': 'Suggestions',
  'search.suggestTitle': 'Title',
  'search.suggestPerson': 'Person',
  'search.suggestLive': 'Live',
  'search.clearHistory': 'Clear recent searches',
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
