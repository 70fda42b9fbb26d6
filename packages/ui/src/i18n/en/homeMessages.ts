/** English texts of ../homeMessages.ts. */
import type { AreaTranslation } from '../area';
import type { homeMessages } from '../homeMessages';

const messages: AreaTranslation<typeof homeMessages> = {
  'continue.title': 'Continue watching',
  'continue.episode': 'Episode {ep} at {time}',
  'continue.time': 'Stopped at {time}',
  'continue.all': 'Watch history',
  'continue.allLabel': 'See all watch history',
  'ranking.title': 'Top charts',
  'ranking.tabs': 'Top chart channels',
  'ranking.position': 'No. {n}',
  'ranking.score': '{score}',
  'footer.label': 'About this site',
  'footer.about': 'About us',
  'footer.aboutTitle': 'About Xinghe TV',
  'footer.aboutText':
    'Xinghe TV streams movies, TV series, variety shows, anime, kids’ shows and documentaries, with 500+ live TV channels and live sports. VIP members get the Blu-ray line, downloads and every playback speed.',
  'footer.privacy': 'Privacy policy',
  'footer.download': 'Get the app',
  'footer.community': 'Official community',
  'footer.copyright': '© {year} Xinghe TV. All rights reserved.',
  'footer.notice': 'All content on this site is demo data',
};

export default messages;
