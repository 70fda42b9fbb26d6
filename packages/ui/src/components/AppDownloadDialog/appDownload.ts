import type { PlainDownloadKey } from '../../i18n/downloadMessages';

/** Which app: the phone build or the TV build (SPEC "app-download dialog (phone or TV)"). */
export type AppKind = 'phone' | 'tv';

/** A build the viewer can download: where the file is, what the QR code opens, and its facts. */
export interface AppBuild {
  /** The installer file. */
  fileUrl: string;
  /** What the QR code encodes (the download page of this app, absolute). */
  pageUrl: string;
  version: string;
  size: string;
}

export type AppBuilds = Record<AppKind, AppBuild>;

/** The texts of each app, as keys of the download catalogue. */
export const APP_TEXTS: Record<
  AppKind,
  {
    tab: PlainDownloadKey;
    headline: PlainDownloadKey;
    tagline: PlainDownloadKey;
    features: PlainDownloadKey[];
    steps: PlainDownloadKey[];
  }
> = {
  phone: {
    tab: 'download.phoneTab',
    headline: 'download.phoneHeadline',
    tagline: 'download.phoneTagline',
    features: ['download.phoneFeature1', 'download.phoneFeature2', 'download.phoneFeature3'],
    steps: ['download.phoneStep1', 'download.phoneStep2', 'download.phoneStep3'],
  },
  tv: {
    tab: 'download.tvTab',
    headline: 'download.tvHeadline',
    tagline: 'download.tvTagline',
    features: ['download.tvFeature1', 'download.tvFeature2', 'download.tvFeature3'],
    steps: ['download.tvStep1', 'download.tvStep2', 'download.tvStep3'],
  },
};

export const APP_KINDS: readonly AppKind[] = ['phone', 'tv'];
