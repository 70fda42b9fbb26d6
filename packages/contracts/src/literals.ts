/**
 * The closed sets of values the contract names, each written once as a plain list. The schemas
 * build their unions from these lists (`literalUnion` in schemas/literal-union.ts), and the browser
 * takes the lists and their types through `@xinghe/contracts/client` without TypeBox.
 * The order of each list is the order a page shows it in.
 */

/** The six on-demand channels, in nav order (SPEC section 2 and "Content type labels"). */
export const VOD_TYPES = [
  'movie',
  'drama',
  'variety',
  'animation',
  'children',
  'documentary',
] as const;

/** SPEC "Region-to-code map", in the order the 地区 filter row offers them. */
export const REGION_CODES = [
  'cn',
  'hk',
  'tw',
  'us',
  'jp',
  'kr',
  'gb',
  'th',
  'sp',
  'ca',
  'fr',
  'in',
  'au',
  'others',
] as const;

/** The rows of a channel page's filter bar, in this order: 类型 地区 年份 排序. */
export const FILTER_KEYS = ['genre', 'region', 'year', 'sort'] as const;

/** 最新 (last updated), 最热 (popularity, the default), 评分 (score). */
export const FILTER_SORTS = ['latest', 'hottest', 'rating'] as const;

/** Every pay method, in the order the payment panel offers them. */
export const PAY_METHODS = ['alipay', 'wechat', 'paypal', 'card', 'cools'] as const;

/** The currency an order charges in: CNY (QR methods), USD (PayPal, card), USDT (cools). */
export const PAY_CURRENCIES = ['CNY', 'USD', 'USDT'] as const;

/** Where an order stands. */
export const PAY_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;

/** Why points were gained or spent (a history entry's kind). */
export const POINTS_KINDS = ['checkIn', 'watch', 'invite', 'exchange'] as const;

/** What a credit names a person as (CastMember.role, ActorInfo.role, ActorWork.role). */
export const PersonRole = { actor: '演员', director: '导演' } as const;
