/** Chinese messages of the payment and points routes and the dev pay page. */
export const PayMsg = {
  productNotFound: '套餐不存在',
  orderNotFound: '订单不存在',
  badReturnUrl: '返回地址无效',
  tooManyPending: '待支付订单过多，请稍后再试',
  alreadyPaid: '订单已支付',
  expired: '订单已过期',
  cancelled: '订单已取消',
  paid: '支付成功',
  confirm: '确认支付',
  pageTitle: '星河影视 · 模拟支付',
  simulated: '开发环境的模拟支付页：确认后订单即支付成功，VIP时长随即到账。',
} as const;

export const PointsMsg = {
  alreadyCheckedIn: '今天已经签到过了',
  notEnough: '积分不足',
  optionNotFound: '兑换选项不存在',
} as const;
