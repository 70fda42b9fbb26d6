/** The English titles and descriptions of every page (see pageMeta.ts for the zh-CN source). */
import type { PageId } from './paths';

export const pageTextsEn: Record<PageId, readonly [name: string, description: string]> = {
  home: [
    'Featured',
    'Xinghe TV: stream hit movies, TV series, variety shows, anime, kids’ shows and documentaries, with 500+ live TV channels and live sports in HD.',
  ],
  movie: [
    'Movies',
    'Xinghe TV movies: new releases, classics and top-rated films. Filter by genre, region and year and stream online.',
  ],
  drama: [
    'TV Series',
    'Xinghe TV series: hit Chinese, Hong Kong, Taiwanese, American, Japanese and Korean dramas, with every new episode.',
  ],
  live: [
    'Live TV',
    'Xinghe TV live: 500+ TV channels streaming live, with a TV guide showing what’s on now and next.',
  ],
  sports: [
    'Sports',
    'Xinghe TV sports: live football, basketball, tennis, esports and more, with schedules. Follow matches so you never miss kick-off.',
  ],
  variety: [
    'Variety',
    'Xinghe TV variety: hit variety shows, reality TV and galas, the latest episodes online.',
  ],
  animation: [
    'Anime',
    'Xinghe TV anime: Chinese and Japanese anime and animated films, new and complete series online.',
  ],
  children: ['Kids', 'Xinghe TV kids: cartoons and children’s shows picked for young viewers.'],
  documentary: [
    'Documentaries',
    'Xinghe TV documentaries: nature, history, culture and science, streaming online.',
  ],
  search: [
    'Search results',
    'Search Xinghe TV for movies, TV series, variety, anime, cast and live channels.',
  ],
  vodDetail: [
    'Title details',
    'Xinghe TV title details: synopsis, cast and crew, episodes and recommendations.',
  ],
  vodPlayThird: [
    'Watch online (third-party source)',
    'Watch on Xinghe TV: episodes, streaming lines and playback speeds.',
  ],
  vodPlayOfficial: [
    'Watch online',
    'Watch on Xinghe TV in HD: the Blu-ray line and every playback speed for VIP members.',
  ],
  liveChannel: ['Live TV', 'Xinghe TV live: the channel in HD, with its TV guide.'],
  sportsLive: [
    'Live match',
    'Xinghe TV live sports: the match live, with the score and match details.',
  ],
  embedPlayer: ['Player', 'The Xinghe TV player: watch online.'],
  userInfo: ['My account', 'Your Xinghe TV account: details, VIP membership and password.'],
  searchPhone: [
    'Search',
    'Search Xinghe TV: your recent and trending searches, to find what you want to watch.',
  ],
  invite: [
    'Invite friends',
    'Invite friends to Xinghe TV and earn points you can redeem for VIP membership.',
  ],
  inviteH5: [
    'Invite friends (mobile)',
    'Invite friends to Xinghe TV from your phone and earn points you can redeem for VIP.',
  ],
  privacy: [
    'Privacy policy',
    'Xinghe TV privacy policy: what we collect, and how we use and protect it.',
  ],
  download: [
    'Get the app',
    'Get the Xinghe TV app for TV and phone: movies, series and live TV anywhere.',
  ],
  vip: [
    'VIP membership',
    'Join Xinghe TV VIP: the Blu-ray line, 500+ live TV channels, downloads and every playback speed.',
  ],
  person: ['Cast', 'Xinghe TV cast pages: profile and filmography.'],
  source: [
    'My sources',
    'My sources on Xinghe TV: add your own HLS addresses, M3U lists or MacCMS APIs, import shared sources, check that they work, and search and play their titles and channels.',
  ],
  downloads: [
    'My downloads',
    'My downloads on Xinghe TV: the episodes and films a VIP saved on this device, playable without a network.',
  ],
  points: [
    'Points',
    'Xinghe TV points: check in daily, watch and invite to earn points, and redeem them for VIP.',
  ],
  history: [
    'Watch history',
    'Your Xinghe TV watch history: pick up titles and channels where you left off.',
  ],
  collect: ['My favourites', 'Your Xinghe TV favourites: titles and live channels.'],
};

export const searchTextsEn = (word: string): readonly [string, string] => [
  `Results for “${word}”`,
  `Search Xinghe TV for “${word}”: related movies, TV series, variety, anime, cast and live channels.`,
];

export const notFoundTextsEn = [
  'Page not found',
  'The page you asked for does not exist. Head back to the Xinghe TV home page.',
] as const;
