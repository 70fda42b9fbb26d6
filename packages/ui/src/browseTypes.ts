/**
 * Browse and search data shapes (issue 3). They belong to @xinghe/contracts; until the contract schemas
 * land these are structural stand-ins with the same names and fields, so components switch to the
 * contract types by changing this one file.
 */
import type { VideoSummary } from '@xinghe/contracts';

export type { HotSearch, VideoSummary } from '@xinghe/contracts';

export type FilterKey = 'genre' | 'region' | 'year' | 'sort';

/** One row of the filter bar; an option value of '' means 全部 (no filter). */
export interface FilterGroup {
  key: FilterKey;
  title: string;
  options: { value: string; label: string }[];
}

export interface FilterPage {
  list: VideoSummary[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** A live channel found by a search; `url` is the site path of the channel. */
export interface LiveSearchEntry {
  id: number;
  name: string;
  category: string;
  url: string;
}

export interface ActorSummary {
  id: number;
  name: string;
  avatar: string;
  role: string;
  works: number;
}

export interface SearchData {
  word: string;
  list: VideoSummary[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
  lives: LiveSearchEntry[];
}
