/** The generated catalogue, as plain rows ready to be written (see `write.ts`). */
import type { RegionCode, VodType } from '@xinghe/contracts';
import type { TitleIds } from '../domain/video-ids';
import type { Gender } from './name-words';

export interface TitleSeed {
  id: number;
  title: string;
  /** English name, and for foreign titles sometimes a Hong Kong / Taiwan translation. */
  aliases: string[];
  type: VodType;
  region: RegionCode;
  year: number;
  /** First is the main genre; all are from `CHANNEL_GENRES[type]`. */
  genres: string[];
  score: number;
  description: string;
  /** One-line pitch, shown as a banner's subtitle. */
  tagline: string;
  episodes: number;
  remark: string;
  popularity: number;
  /** Epoch seconds. */
  updatedAt: number;
}

export type Profession = 'actor' | 'director';

export interface ActorSeed {
  id: number;
  name: string;
  /** The name in its own script or romanisation (Kim Soo-hyun); null for Chinese names. */
  foreignName: string | null;
  gender: Gender;
  region: RegionCode;
  birthYear: number;
  /** YYYY-MM-DD. */
  birthDate: string;
  profession: Profession;
  description: string;
  popularity: number;
}

export interface CreditSeed {
  titleId: number;
  actorId: number;
  role: Profession;
  /** Billing order within the title, from 0. */
  position: number;
}

export interface ChannelSeed {
  /** The channel's number in the live catalogue (the search table's row id). */
  id: number;
  /** Its slug, the id the API and /live/{slug} address it by. */
  slug: string;
  name: string;
  /** The live group's name (央视, 卫视, 地方, 港澳台, 体育, ...): see live/catalogue.ts. */
  category: string;
}

export interface HotSearchSeed {
  index: number;
  name: string;
  label: string;
  id: number;
  url: string;
}

export interface Catalogue {
  seed: number;
  /** How many times the usual number of titles (MOCK_SEED_SCALE); 1 normally. */
  scale: number;
  titles: TitleSeed[];
  /** Each title's video id and third-party id, by row (see domain/video-ids.ts). */
  videoIds: ReadonlyMap<number, TitleIds>;
  actors: ActorSeed[];
  credits: CreditSeed[];
  channels: ChannelSeed[];
  hotSearches: HotSearchSeed[];
}
