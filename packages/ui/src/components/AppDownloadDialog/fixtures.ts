import type { AppBuilds } from './appDownload';

/** Builds as the site passes them, for stories. */
export const buildsFixture: AppBuilds = {
  phone: {
    fileUrl: 'https://dl.example.com/app/phone.apk',
    pageUrl: 'https://www.example.com/download?app=phone',
    version: '3.2.0',
    size: '28.6 MB',
  },
  tv: {
    fileUrl: 'https://dl.example.com/app/tv.apk',
    pageUrl: 'https://www.example.com/download?app=tv',
    version: '2.8.1',
    size: '24.1 MB',
  },
};
