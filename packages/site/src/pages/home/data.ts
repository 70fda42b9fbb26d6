/**
 * The home page's first replies: the home reply (chName 首页), asked by the home store and by the
 * host, which writes the page's first screen from it. In the entry (the home store is): keep it
 * small; what only the host reads is tree-shaken from the browser's build.
 */
import type {
  ApiClient,
  ApiResult,
  HOME_CHANNEL_NAME,
  HomeChannelName,
  HomeData,
} from '@xinghe/contracts/client';
import type { PageData } from '../../firstScreen/firstData';

/**
 * The home page's chName, checked against the contract's by its type: importing the value would
 * put all of the contract's lists into the first-load script.
 */
export const HOME_CHANNEL: typeof HOME_CHANNEL_NAME = '首页';

export interface HomeParams {
  /** The home page's, or a channel's home reply (the store's other channels). */
  chName: HomeChannelName;
}

export const paramsOf = (): HomeParams => ({ chName: HOME_CHANNEL });

export const load = (
  { chName }: HomeParams,
  client: Pick<ApiClient, 'call'>,
): Promise<ApiResult<HomeData>> => client.call('getHome', { params: { chName } });

/** Only a non-empty string counts (an upstream may answer anything). */
export const pictureOr = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The first banner (the same for every viewer), or without banners (the real API sends none) the
 * poster of the first row's first title; a reply without its rows is left to the browser.
 */
export function firstScreenOf(reply: ApiResult<HomeData>) {
  if (!reply.ok) return null;
  const picture =
    pictureOr(reply.data.banners?.[0]?.image) ??
    pictureOr(reply.data.cardsGroup?.[0]?.cards?.[0]?.img);
  const whole = Array.isArray(reply.data.cardsGroup);
  return picture ? { picture, data: whole ? { home: reply.data } : null } : null;
}

export default { paramsOf, load, firstScreenOf } satisfies PageData<
  HomeParams,
  ApiResult<HomeData>
>;
