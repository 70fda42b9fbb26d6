import { snapshot } from 'valtio';
import { describe, expect, it } from 'vitest';
import { appActions, appState, isDesktopUserAgent } from './app';
import { sessionActions } from './session';
import { ok, scriptedClient } from '../../test/storeClients';

describe('app store (SPEC "Shared client state")', () => {
  it('has exactly the spec fields with their defaults', () => {
    const state = snapshot(appState);
    expect(Object.keys(state).sort()).toEqual(
      [
        'userInfo',
        'hotSearchList',
        'allDataList',
        'allUrl',
        'episodeInfo',
        'downloadType',
        'showSide',
        'mobileDownloadModal',
        'lineKey',
        'isDesktop',
        'desktopFocus',
        'sportsUrlMap',
      ].sort(),
    );
    expect(state).toMatchObject({
      hotSearchList: [],
      downloadType: 'phone',
      showSide: true,
      mobileDownloadModal: false,
      lineKey: 0,
      isDesktop: true,
      desktopFocus: false,
      episodeInfo: null,
    });
  });

  it('shows the session as its user info', () => {
    sessionActions.acceptUser({ email: 'a@x.cn' });
    expect(snapshot(appState).userInfo).toMatchObject({
      isLogin: true,
      userInfo: { email: 'a@x.cn' },
    });
    sessionActions.signOut();
    expect(snapshot(appState).userInfo.isLogin).toBe(false);
  });

  it('loads hot searches, and silently keeps the list when that fails', async () => {
    const hot = [{ index: 1, name: '长安', label: '', id: 3, url: '/vod/detail/3' }];
    const { client } = scriptedClient([ok({ data: hot }), { status: 500, body: {} }]);
    await appActions.loadHotSearches(client);
    expect(snapshot(appState).hotSearchList).toEqual(hot);
    await expect(appActions.loadHotSearches(client)).resolves.toBeUndefined();
    expect(snapshot(appState).hotSearchList).toEqual(hot);
  });

  it('opens the phone download sheet for the phone or TV app', () => {
    appActions.openMobileDownload('tv');
    expect(snapshot(appState)).toMatchObject({ mobileDownloadModal: true, downloadType: 'tv' });
    appActions.closeMobileDownload();
    expect(appState.mobileDownloadModal).toBe(false);
  });

  it('tells phones from desktops by user agent', () => {
    expect(isDesktopUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130')).toBe(true);
    expect(isDesktopUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148')).toBe(
      false,
    );
    expect(isDesktopUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe(false);
    appActions.detectPlatform('Mozilla/5.0 (Linux; Android 14) Mobile');
    expect(appState.isDesktop).toBe(false);
  });
});
