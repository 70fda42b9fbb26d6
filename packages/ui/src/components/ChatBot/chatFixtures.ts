/** Questions a story types into the chatbot: ones the FAQ knows, one it does not. */
export const chatQuestions = {
  vip: '会员有什么特权',
  price: '怎么开通VIP？会员多少钱？',
  live: '直播频道怎么看不了',
  unknown: '今天天气怎么样',
} as const;

/** The packages on sale, as the site passes them for the price answer. */
export const chatPlans = [
  { name: '月卡', price: 25 },
  { name: '季卡', price: 68 },
  { name: '年卡', price: 198 },
] as const;

export const chatSupportUrl = 'https://t.me/xinghe_tv_community';
