/**
 * Detail and playback data shapes (issue 4). They belong to @xinghe/contracts; until the contract
 * schemas land these are structural stand-ins with the same names and fields, so components switch to
 * the contract types by changing this one file.
 */
import type { RegionCode, VideoSummary, VodType } from '@xinghe/contracts';

export interface EpisodeInfo {
  ep: number;
  title: string;
  /** Seconds. */
  duration: number;
}

export interface VodDetail {
  id: number;
  title: string;
  cover: string;
  banner: string;
  type: VodType;
  year: number;
  region: RegionCode;
  genres: string[];
  score: number;
  description: string;
  tagline: string;
  remark: string;
  episodes: EpisodeInfo[];
}

export interface CastMember {
  id: number;
  name: string;
  avatar: string;
  /** 导演 or 演员. */
  role: string;
  character?: string;
}

export interface LineQuality {
  key: string;
  label: string;
  vip: boolean;
}

export interface LineInfo {
  key: string;
  name: string;
  official: boolean;
  vip: boolean;
  qualities: LineQuality[];
}

/** A watched title: where the viewer stopped. `position`/`duration` in seconds, `updatedAt` unix seconds. */
export type WatchRecord = VideoSummary & {
  ep: number;
  position: number;
  duration: number;
  updatedAt: number;
};

/** A favourite: `collectedAt` unix seconds. */
export type CollectItem = VideoSummary & { collectedAt: number };
