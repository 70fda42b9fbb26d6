/** The 弹幕 store's state: the episode playing, its comments so far, the viewer's posts and reports. */
import type { Danmaku } from '@xinghe/contracts/client';
import { proxy, ref } from 'valtio';
import type { Kept } from '../resource';

export interface DanmakuState {
  /** `${id}-${ep}` of the episode the comments belong to. */
  episode: string;
  comments: Kept<Danmaku[]>;
  /** The viewer's posts on this page, newest last. */
  posted: Kept<Danmaku[]>;
  /** Comments this viewer reported on this page. */
  reported: Kept<number[]>;
  sending: boolean;
  /** Why the last post was refused, in the viewer's language. */
  error?: string;
}

export const danmakuState = proxy<DanmakuState>({
  episode: '',
  comments: ref([]),
  posted: ref([]),
  reported: ref([]),
  sending: false,
});

export const episodeKey = (id: string, ep: number) => `${id}-${ep}`;
