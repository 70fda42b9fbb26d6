/** English texts of ../detailMessages.ts. */
import type { AreaTranslation } from '../area';
import type { detailMessages } from '../detailMessages';

const messages: AreaTranslation<typeof detailMessages> = {
  'video.scoreValue': 'Rating {score}',
  'video.favourite': 'Favourite',
  'video.favourited': 'Favourited',
  'detail.expand': 'More',
  'detail.collapse': 'Less',
  'detail.cast': 'Cast & crew',
  'detail.director': 'Director',
  'detail.actor': 'Actor',
  'detail.character': 'as {name}',
  'detail.recommendations': 'You may also like',
  'detail.lines': 'Streaming lines',
  'detail.resumeEpisode': 'Episode {ep} {time}',
  'share.share': 'Share',
  'share.linkCopied': 'Link copied',
};

export default messages;
