/**
 * Plays a download of 我的下载 with hls.js from the playlist stored under its signed URL: the
 * service worker answers that URL and every segment's from the downloads cache (pwa/sw.ts), so it
 * plays with the network off and whatever has become of the media token. Safari's own HLS plays
 * it the same way where hls.js cannot run.
 */
import { useEffect, useRef } from 'react';
import styles from './OfflinePlayer.module.css';

export interface OfflinePlayerProps {
  playlistUrl: string;
  /** The accessible name of the video (its title and episode). */
  label: string;
}

export default function OfflinePlayer({ playlistUrl, label }: OfflinePlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let destroy = () => {};
    let live = true;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (!live) return;
      if (!Hls.isSupported()) {
        element.src = playlistUrl;
        return;
      }
      const hls = new Hls({ maxBufferLength: 30 });
      hls.loadSource(playlistUrl);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    });
    return () => {
      live = false;
      destroy();
    };
  }, [playlistUrl]);
  return (
    // oxlint-disable-next-line jsx-a11y/media-has-caption -- episodes come without caption tracks
    <video ref={video} className={styles.video} aria-label={label} controls autoPlay playsInline />
  );
}
