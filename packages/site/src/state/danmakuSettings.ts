/**
 * The viewer's 弹幕 settings (on/off, opacity, area, font size, density, auto-skip), kept on this
 * device. Its own small store so the player reads auto-skip without loading the 弹幕 code.
 */
import { readDanmakuSettings, type DanmakuSettings } from '@xinghe/ui';
import { proxy, useSnapshot } from 'valtio';
import { localStore } from '../storage';

export const SETTINGS_KEY = 'xinghe.danmaku.settings';

export const danmakuSettingsState = proxy<{ settings: DanmakuSettings }>({
  settings: readDanmakuSettings(localStore.getJson(SETTINGS_KEY)),
});

export const danmakuSettingsActions = {
  set(next: DanmakuSettings) {
    danmakuSettingsState.settings = readDanmakuSettings(next);
    localStore.setJson(SETTINGS_KEY, danmakuSettingsState.settings);
  },
};

export const useDanmakuSettings = () => useSnapshot(danmakuSettingsState).settings;
