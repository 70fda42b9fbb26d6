/**
 * The 弹幕 renderer (`conveyor.ts`, ours: why not a package is said there). Loaded with a dynamic
 * import only when 弹幕 are on, so it is its own small chunk.
 */
import type { DanmakuConveyor } from './conveyor';

export type DanmakuEngine = DanmakuConveyor;
export type EngineConstructor = typeof DanmakuConveyor;

export async function loadRenderer(): Promise<EngineConstructor> {
  const module = await import('./conveyor');
  return module.DanmakuConveyor;
}
