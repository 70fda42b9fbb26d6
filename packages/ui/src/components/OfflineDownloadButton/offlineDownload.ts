/**
 * What the ui shows of an offline download (the site's store keeps the rest): its state, how far
 * it is, its size. Shared by 下载到本机 on a player page and the 我的下载 list.
 */
import { offlineT } from '../../i18n/offlineMessages';

export type OfflineStatus = 'queued' | 'downloading' | 'paused' | 'done' | 'failed';

/** Why a download cannot start: not a VIP, or this device has too little room. */
export type OfflineRefusal =
  | { readonly kind: 'vipOnly' }
  | { readonly kind: 'noSpace'; readonly needBytes: number; readonly freeBytes: number }
  | { readonly kind: 'unsupported' };

export interface OfflineProgress {
  readonly status: OfflineStatus;
  /** Files stored of the files the episode has (0-1). */
  readonly progress: number;
  /** Bytes stored so far. */
  readonly bytes: number;
}

/** `12.3 MB`: sizes read the same in every language. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

export const percentOf = (progress: number) => Math.floor(Math.min(1, Math.max(0, progress)) * 100);

/** The line that says where a download is: 下载中 42%, 已下载 · 120.5 MB. */
export function statusText({ status, progress, bytes }: OfflineProgress): string {
  const percent = percentOf(progress);
  switch (status) {
    case 'queued':
      return offlineT('offline.queued');
    case 'downloading':
      return offlineT('offline.downloading', { percent });
    case 'paused':
      return offlineT('offline.paused', { percent });
    case 'done':
      return offlineT('offline.done', { size: formatBytes(bytes) });
    case 'failed':
      return offlineT('offline.failed');
  }
}

export function refusalText(refusal: OfflineRefusal): string {
  switch (refusal.kind) {
    case 'vipOnly':
      return offlineT('offline.vipOnly');
    case 'unsupported':
      return offlineT('offline.unsupported');
    case 'noSpace':
      return offlineT('offline.noSpace', {
        need: formatBytes(refusal.needBytes),
        free: formatBytes(refusal.freeBytes),
      });
  }
}
