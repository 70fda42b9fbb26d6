/** English texts of ../browseMessages.ts. */
import type { AreaTranslation } from '../area';
import type { browseMessages } from '../browseMessages';

const messages: AreaTranslation<typeof browseMessages> = {
  'page.comingSoon': 'Coming soon',
  'page.comingSoonHint': 'This page is still being built. Have a look at the home page meanwhile.',
  'page.notFound': 'Page not found',
  'page.notFoundHint': 'The page you asked for does not exist or has been removed.',
  'page.backHome': 'Back to home',
  'filter.label': 'Filters',
  'filter.loadFailed': 'Filters failed to load. Tap to retry',
  'filter.genre': 'Genre',
  'filter.region': 'Region',
  'filter.year': 'Year',
  'filter.sort': 'Sort',
  'filter.all': 'All',
  'filter.decade': '{from}s',
  'filter.sortLatest': 'Latest',
  'filter.sortHottest': 'Popular',
  'filter.sortRating': 'Top rated',
  'category.count': '{n, plural, one {# title} other {# titles}}',
  'category.loadingMore': 'Loading more…',
  'category.noMore': 'You’ve reached the end',
};

export default messages;
