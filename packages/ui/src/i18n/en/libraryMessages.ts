/** English texts of ../libraryMessages.ts. */
import type { AreaTranslation } from '../area';
import type { libraryMessages } from '../libraryMessages';

const messages: AreaTranslation<typeof libraryMessages> = {
  'history.recent': 'Past week',
  'history.older': 'Earlier',
  'history.progressEpisode': 'Watched to episode {ep}, {time}',
  'history.progress': 'Watched to {time}',
  'history.remove': 'Delete',
  'history.removeLabel': 'Delete “{title}” from watch history',
  'history.empty': 'No watch history yet. Find something on the home page',
  'history.loginPrompt': 'Sign in to sync and see all your watch history',
  'collect.empty': 'No favourites yet. Tap Favourite on anything you like',
  'collect.loginPrompt': 'Sign in to see your favourites',
  'collect.removeLabel': 'Remove “{title}” from favourites',
  'collect.loadMore': 'Load more',
  'collect.loadingMore': 'Loading…',
  'collect.count': '{n, plural, one {# title} other {# titles}}',
};

export default messages;
