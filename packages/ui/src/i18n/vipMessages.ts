/**
 * Texts of the VIP, payment, points and invite dialogs and screens. They load with those
 * lazy chunks, not with the first-load bundle; see `area.ts`. Texts the header's VIP card shares
 * (vip.join, vip.validUntil, vip.perk*, invite.link …) are used from `messages.ts`.
 */
import { areaTranslate } from './area';

export const vipMessages = {
  // VIP dialog.
  'vipDialog.title': '开通VIP会员',
  // Its headline per reason (a locked line, quality, speed, download, channel).
  'vipReason.line': '蓝光线路为VIP专享',
  'vipReason.quality': '该清晰度为VIP专享',
  'vipReason.speed': '该倍速为VIP专享',
  'vipReason.download': '资源下载为VIP专享',
  'vipReason.live': '该频道为VIP专享',

  // Packages.
  'packages.legend': '选择套餐',
  'packages.recommended': '推荐',
  'packages.days': '{n}天',
  'packages.originalPrice': '原价{price}',
  'packages.loadError': '套餐加载失败，点击重试',
  'packages.empty': '暂无可购买的套餐',

  // Payment methods.
  'methods.legend': '支付方式',
  'methods.alipay': '支付宝',
  'methods.wechat': '微信支付',
  'methods.paypal': 'PayPal',
  'methods.card': '银行卡',
  'methods.cools': '加密货币(USDT)',
  // The one-letter marks beside the names (no brand artwork ships with the ui package).
  'methods.markAlipay': '支',
  'methods.markWechat': '微',
  'methods.markPaypal': 'P',
  'methods.markCard': '卡',
  'methods.markCools': '₮',

  // Amounts by currency.
  'amount.USDT': '{amount} USDT',

  // The pay button and the summary above the payment panel.
  'vip.pay': '立即支付',
  'pay.payAmount': '立即支付 {amount}',
  'pay.summary': '{name} · {amount}',

  // Payment steps.
  'vip.paySucceeded': '支付成功',
  'payment.region': '支付',
  'payment.creating': '正在创建订单…',
  'payment.scanWith': '请使用{method}扫码支付',
  'payment.qrLabel': '{method}支付二维码',
  'payment.amount': '支付金额',
  'payment.waiting': '等待支付中，支付完成后自动开通…',
  'payment.openPayPage': '打开支付页面',
  'payment.redirectHint': '请在新打开的页面完成{method}支付',
  'payment.continueTo': '前往{method}支付',
  'payment.coolsHint': '请向以下地址转账，到账后自动开通',
  'payment.address': '收款地址',
  'payment.addressQrLabel': 'USDT收款地址二维码',
  'payment.cancelOrder': '取消订单',
  'payment.changeMethod': '更换支付方式',
  'payment.orderId': '订单号：{id}',
  'payment.payBefore': '请在{time}前完成支付',
  'payment.done': '完成',
  'payment.expired': '订单已过期，请重新支付',
  'payment.failed': '支付失败，请重试',
  'payment.retry': '重新支付',

  // /vip page.
  'vipPage.heroTitle': '开通星河影视VIP，畅享全部特权',
  'vipPage.heroSubtitle': '蓝光线路、电视直播、资源下载、全部倍速，一次开通全部拥有',
  'vipPage.perkBestLineDesc': '高速蓝光线路，播放更清晰流畅',
  'vipPage.perkLiveChannelsDesc': '500多个电视频道实时直播',
  'vipPage.perkDownloadDesc': '下载资源，离线也能看',
  'vipPage.perkAllSpeedsDesc': '全部播放倍速随心切换',
  'vipPage.notesTitle': '购买说明',
  'vipPage.noteStack': '支付成功后VIP立即生效；已是VIP时，有效期在原有基础上顺延。',
  'vipPage.noteExpire': '订单15分钟内未支付将自动失效，可重新下单。',
  'vipPage.noteDelay': '支付完成后如未及时生效，请刷新页面或重新登录。',
  'vipPage.notePoints': '积分也可兑换VIP天数，前往“我的积分”了解详情。',

  // Daily popup.
  'vip.invitation': '开通VIP，畅享全部特权',
  'dailyPopup.title': '今日VIP特惠',
  'dailyPopup.offer': '{name}仅需{price}',

  // /points page.
  'points.title': '我的积分',
  'points.balance': '当前积分',
  'points.earnTitle': '如何获得积分',
  'points.earnCheckIn': '每日签到',
  'points.earnCheckInValue': '每天+{n}积分',
  'points.earnWatch': '观看视频',
  'points.earnWatchValue': '每次+{n}积分，每天最多{cap}积分',
  'points.earnInvite': '邀请好友开通VIP',
  'points.earnInviteValue': '每位+{n}积分',
  'points.inviteAction': '去邀请',
  'points.checkInGain': '签到领{n}积分',
  'points.checkedIn': '今日已签到',
  'points.exchangeTitle': '积分兑换VIP',
  'points.optionDays': '{n}天VIP',
  'points.optionCost': '{n}积分',
  'points.notEnough': '积分不足',
  'points.historyTitle': '积分记录',
  'points.historyEmpty': '暂无积分记录',
  'points.kindCheckIn': '每日签到',
  'points.kindWatch': '观看视频',
  'points.kindInvite': '邀请好友',
  'points.kindExchange': '兑换VIP',
  'points.loggedOut': '登录后即可签到领积分，积分可兑换VIP',
  'points.loadError': '积分加载失败，点击重试',

  // /invite, /invite-h5 and the invite dialog.
  'invite.title': '邀请好友',
  'invite.headline': '邀请好友加入，好友首次开通VIP您得{n}积分',
  'invite.copy': '复制链接',
  'invite.copied': '链接已复制',
  'invite.qrLabel': '邀请链接二维码',
  'invite.scanHint': '好友扫码即可注册',
  'invite.invitedCount': '已邀请好友',
  'invite.pointsEarned': '已获得积分',
  'invite.rulesTitle': '邀请规则',
  'invite.ruleShare': '把邀请链接或二维码发给好友，好友通过链接注册新账号。',
  'invite.rulePoints': '好友注册后首次开通VIP时，您获得{n}积分；每天计入的好友人数有上限。',
  'invite.ruleExchange': '积分可在“我的积分”兑换VIP天数。',
  'invite.loggedOut': '登录后获取您的专属邀请链接',
  'invite.h5Welcome': '好友邀请你加入星河影视，注册即可观看海量影视',
  'invite.h5Register': '立即注册',
  'invite.loadError': '邀请信息加载失败，点击重试',
} as const;

export type VipMessages = typeof vipMessages;
export type VipMessageKey = keyof VipMessages;

export const vipT = areaTranslate(vipMessages, {
  'zh-TW': () => import('./zh-TW/vipMessages'),
  en: () => import('./en/vipMessages'),
});
