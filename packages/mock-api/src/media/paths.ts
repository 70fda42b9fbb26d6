/** Paths of the player's media, filled from the contract's routes (never written here). */
import { fillPath, routes } from '@xinghe/contracts';

export function playlistPath(line: string, vid: string, ep: number, quality: string): string {
  return fillPath(routes.getVodPlaylist.path, { line, vid, ep, quality });
}

export function downloadPath(vid: string, ep: number): string {
  return fillPath(routes.getVodDownload.path, { vid, file: `${ep}.mp4` });
}

/** The folder of a playlist path: its relative URIs resolve against it. */
export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}
