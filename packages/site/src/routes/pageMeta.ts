/**
 * Each page's title and meta description (zh-CN). The host writes them into the HTML it serves and the
 * client sets `document.title` from the same record on navigation, so both always agree.
 * These are site texts (head tags), not UI strings, which is why they live here and not in the ui
 * message catalogue.
 */
import type { Locale } from '@xinghe/contracts/client';
import type { PageId } from './paths';
import { notFoundTextsEn, pageTextsEn, searchTextsEn } from './pageMetaEn';
import { notFoundTextsZhTW, pageTextsZhTW, searchTextsZhTW } from './pageMetaZhTW';

import { namedTitleIn, SITE_NAME, siteNameIn } from './siteName';

export { namedTitleIn, SITE_NAME, siteNameIn };

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

const titled = (name: string, description: string): PageMeta => ({
  title: `${SITE_NAME} - ${name}`,
  description,
});

export const pageMeta: Record<PageId, PageMeta> = {
  home: titled(
    '推荐',
    '星河影视：热门电影、电视剧、综艺、动漫、少儿与纪录片在线观看，500+电视直播与体育赛事直播，高清流畅。',
  ),
  movie: titled(
    '电影',
    '星河影视电影频道：院线新片、经典影片与高分佳作，按类型、地区与年份筛选，在线观看。',
  ),
  drama: titled(
    '电视剧',
    '星河影视电视剧频道：热播国产剧、港台剧、美剧、日剧与韩剧，追剧更新不错过。',
  ),
  live: titled(
    '直播',
    '星河影视电视直播：500+电视频道在线直播，附节目单，正在播放与即将播放一目了然。',
  ),
  sports: titled(
    '体育',
    '星河影视体育频道：足球、篮球、网球、电竞等赛事直播与赛程，关注比赛不错过开赛。',
  ),
  variety: titled('综艺', '星河影视综艺频道：热门综艺节目、真人秀与晚会，最新一期在线观看。'),
  animation: titled('动漫', '星河影视动漫频道：国漫、日漫与动画电影，新番连载与完结佳作在线观看。'),
  children: titled('少儿', '星河影视少儿频道：适合孩子观看的动画片与儿童节目，寓教于乐。'),
  documentary: titled('纪录片', '星河影视纪录片频道：自然、历史、人文与科技纪录片在线观看。'),
  search: titled('搜索结果', '在星河影视搜索电影、电视剧、综艺、动漫、演员与直播频道。'),
  vodDetail: titled('影片详情', '星河影视影片详情：剧情简介、演员与导演、选集与相关推荐。'),
  vodPlayThird: titled('在线播放（第三方片源）', '星河影视在线播放：选集、线路切换与倍速播放。'),
  vodPlayOfficial: titled(
    '在线播放',
    '星河影视在线播放：高清选集播放，蓝光线路与全部倍速为VIP专享。',
  ),
  liveChannel: titled('电视直播', '星河影视电视直播：频道高清直播与节目单。'),
  sportsLive: titled('赛事直播', '星河影视赛事直播：比赛实时直播、比分与赛事信息。'),
  embedPlayer: titled('播放器', '星河影视播放器：在线观看影片。'),
  userInfo: titled('个人中心', '星河影视个人中心：账号信息、VIP会员状态与修改密码。'),
  searchPhone: titled('搜索', '星河影视搜索：搜索历史与热门搜索，快速找到想看的内容。'),
  invite: titled('邀请好友', '邀请好友注册星河影视，获得积分奖励，积分可兑换VIP会员。'),
  inviteH5: titled(
    '邀请好友（手机版）',
    '手机上邀请好友注册星河影视，获得积分奖励，积分可兑换VIP会员。',
  ),
  privacy: titled('隐私政策', '星河影视隐私政策：我们收集哪些信息、如何使用与保护这些信息。'),
  download: titled('下载APP', '下载星河影视APP：电视版与手机版，随时随地观看电影、电视剧与直播。'),
  vip: titled('VIP会员', '开通星河影视VIP会员：蓝光线路、500+电视直播、资源下载与全部倍速。'),
  person: titled('演员', '星河影视演员主页：演员资料与参演作品。'),
  source: titled(
    '我的片源',
    '星河影视我的片源：添加自己的 HLS 地址、M3U 列表或苹果CMS 接口，导入分享的片源，检测是否可用，搜索并播放片源里的影片和频道。',
  ),
  downloads: titled('我的下载', '星河影视我的下载：VIP下载到本机的剧集与电影，没有网络也能播放。'),
  points: titled('积分', '星河影视积分中心：每日签到、观看与邀请获得积分，积分兑换VIP会员。'),
  history: titled('观看历史', '星河影视观看历史：继续观看最近看过的影片与直播频道。'),
  collect: titled('我的收藏', '星河影视我的收藏：收藏的影片与直播频道。'),
};

/** The search results page of one keyword: its title and description name the keyword. */
export const searchResultsMeta = (word: string): PageMeta =>
  titled(
    `“${word}”的搜索结果`,
    `在星河影视搜索“${word}”：相关的电影、电视剧、综艺、动漫、演员与直播频道。`,
  );

/** The head of any path that is not a page (served with status 404). */
export const notFoundMeta: PageMeta = titled(
  '页面不存在',
  '您访问的页面不存在，返回星河影视首页继续观看。',
);

/**
 * The same heads in every language: zh-CN above, zh-TW (Taiwan wording) and English beside it.
 * The site's name stays 星河影视 in Chinese and reads "Xinghe TV" in English.
 */
const titledIn = (locale: Locale, [name, description]: readonly [string, string]): PageMeta => ({
  title: namedTitleIn(locale, name),
  description,
});

export function pageMetaIn(locale: Locale, id: PageId): PageMeta {
  if (locale === 'zh-TW') return titledIn(locale, pageTextsZhTW[id]);
  if (locale === 'en') return titledIn(locale, pageTextsEn[id]);
  return pageMeta[id];
}

export function searchResultsMetaIn(locale: Locale, word: string): PageMeta {
  if (locale === 'zh-TW') return titledIn(locale, searchTextsZhTW(word));
  if (locale === 'en') return titledIn(locale, searchTextsEn(word));
  return searchResultsMeta(word);
}

export function notFoundMetaIn(locale: Locale): PageMeta {
  if (locale === 'zh-TW') return titledIn(locale, notFoundTextsZhTW);
  if (locale === 'en') return titledIn(locale, notFoundTextsEn);
  return notFoundMeta;
}
