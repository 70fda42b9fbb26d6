/**
 * Storybook only: a playing <video> without media files. A canvas stream (captureStream) plays in
 * headless Chromium like a live video: its currentTime advances and pause() stops it, which is all
 * the 弹幕 renderer reads.
 */
import { useEffect, type RefObject } from 'react';

export function useStandInPicture(
  videoRef: RefObject<HTMLVideoElement | null>,
  { enabled = true, paused = false }: { enabled?: boolean; paused?: boolean } = {},
) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !enabled) return;
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    let frame = 0;
    const paint = () => {
      if (context) {
        context.fillStyle = `hsl(${(frame += 2) % 360} 30% 18%)`;
        context.fillRect(0, 0, 160, 90);
      }
      raf = requestAnimationFrame(paint);
    };
    let raf = requestAnimationFrame(paint);
    video.srcObject = canvas.captureStream(30);
    video.muted = true;
    void video.play().catch(() => undefined);
    return () => {
      cancelAnimationFrame(raf);
      video.srcObject = null;
    };
  }, [videoRef, enabled]);
  useEffect(() => {
    const video = videoRef.current;
    if (video && paused) video.pause();
  }, [videoRef, paused]);
}
