/**
 * The app-wide client state of SPEC section 3 "Shared client state", field for field: user info, hot
 * search list, all data list, all url, episode info, download type (default phone), show side
 * (default true), mobile download modal flag, line key (default 0), desktop platform flag (default
 * true), desktop focus flag, sports url map.
 *
 * `userInfo` is the session store itself (token, isLogin, isVip, user info; see session.ts), nested
 * here so the session has one source of truth and a snapshot of this store still shows it.
 */
import type { HotSearch } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { sessionState, type SessionState } from './session';

/** Which app the download dialog offers (SPEC: "app-download dialog (phone or TV)"). */
export type DownloadType = 'phone' | 'tv';

/** The episode the player is on; its fields are not shown by the spec, so it stays open. */
export interface EpisodeInfo {
  readonly [field: string]: unknown;
}

export interface AppState {
  userInfo: SessionState;
  hotSearchList: HotSearch[];
  /** Not shown by the spec; kept as the list it was. */
  allDataList: unknown[];
  /** Not shown by the spec; a name-to-URL map. */
  allUrl: Record<string, string>;
  episodeInfo: EpisodeInfo | null;
  downloadType: DownloadType;
  showSide: boolean;
  mobileDownloadModal: boolean;
  lineKey: number;
  isDesktop: boolean;
  desktopFocus: boolean;
  /** Sports slug -> match page URL (GET /sport/getIdAndUrlMapping). */
  sportsUrlMap: Record<string, string>;
}

export const appState = proxy<AppState>({
  userInfo: sessionState,
  hotSearchList: [],
  allDataList: [],
  allUrl: {},
  episodeInfo: null,
  downloadType: 'phone',
  showSide: true,
  mobileDownloadModal: false,
  lineKey: 0,
  isDesktop: true,
  desktopFocus: false,
  sportsUrlMap: {},
});

/** A phone or tablet by its user agent (the spec's "desktop platform flag" is about the device). */
export function isDesktopUserAgent(userAgent: string): boolean {
  return !/Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i.test(userAgent);
}

export const appActions = {
  /** SPEC section 8: failure to load hot searches is silently ignored (the list stays as it was). */
  async loadHotSearches(client: ApiClient = api) {
    const result = await client.call('getSearchOptions');
    if (result.ok) appState.hotSearchList = result.data.data;
  },
  setDownloadType(type: DownloadType) {
    appState.downloadType = type;
  },
  /** Opens the phone's app-download sheet, for the phone or the TV app. */
  openMobileDownload(type: DownloadType = appState.downloadType) {
    appState.downloadType = type;
    appState.mobileDownloadModal = true;
  },
  closeMobileDownload() {
    appState.mobileDownloadModal = false;
  },
  setShowSide(show: boolean) {
    appState.showSide = show;
  },
  setLineKey(lineKey: number) {
    appState.lineKey = lineKey;
  },
  setEpisodeInfo(info: EpisodeInfo | null) {
    appState.episodeInfo = info;
  },
  setAllDataList(list: unknown[]) {
    appState.allDataList = list;
  },
  setAllUrl(urls: Record<string, string>) {
    appState.allUrl = urls;
  },
  setSportsUrlMap(map: Record<string, string>) {
    appState.sportsUrlMap = map;
  },
  detectPlatform(userAgent: string = globalThis.navigator?.userAgent ?? '') {
    appState.isDesktop = isDesktopUserAgent(userAgent);
  },
  setDesktopFocus(focused: boolean) {
    appState.desktopFocus = focused;
  },
};

export const useHotSearchList = () => useSnapshot(appState).hotSearchList;
export const useDownloadType = () => useSnapshot(appState).downloadType;
export const useMobileDownloadModal = () => useSnapshot(appState).mobileDownloadModal;
export const useShowSide = () => useSnapshot(appState).showSide;
export const useLineKey = () => useSnapshot(appState).lineKey;
export const useIsDesktop = () => useSnapshot(appState).isDesktop;
