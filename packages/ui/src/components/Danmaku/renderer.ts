/**
 * The 弹幕 renderer: the `danmaku` package (weizhenye/Danmaku, MIT), DOM engine. It follows the
 * <video> itself (play, pause, seeking, the playback rate), lays comments out without overlap and
 * writes their text with textContent, so a comment is never parsed as HTML. Loaded with a dynamic
 * import only when 弹幕 are on, so it is its own small chunk.
 */
import type Danmaku from 'danmaku';

export type DanmakuEngine = Danmaku;
export type EngineComment = Parameters<Danmaku['emit']>[0];
export type EngineConstructor = typeof Danmaku;

export async function loadRenderer(): Promise<EngineConstructor> {
  const module = await import('danmaku/dist/esm/danmaku.dom.js');
  return module.default;
}
