/** The privacy policy (隐私政策) of /privacy. Loads with that page only (see `area.ts`). */
import { areaTranslate } from './area';

export const privacyMessages = {
  'privacy.title': '隐私政策',
  'privacy.updated': '更新日期：2026年11月1日',
  'privacy.intro':
    '星河影视（以下简称“我们”）重视你的隐私。本政策说明我们在你使用网站与APP时收集哪些信息、如何使用与保护这些信息，以及你享有的权利。',
  'privacy.collectTitle': '一、我们收集的信息',
  'privacy.collect':
    '注册与登录时的邮箱地址；为保护账号而记录的登录时间与IP地址；观看记录、收藏与你添加的片源；VIP订单的套餐、金额与支付状态（我们不保存银行卡号等支付凭证）。',
  'privacy.useTitle': '二、我们如何使用信息',
  'privacy.use':
    '提供播放、同步观看记录与收藏等服务；处理VIP订单与积分；防止滥用与保障账号安全；在你同意时发送服务通知。我们不会出售你的个人信息。',
  'privacy.storageTitle': '三、本地存储与Cookie',
  'privacy.storage':
    '我们在你的浏览器中保存登录凭证、语言选择、搜索历史与最近观看记录，用于保持登录与改善体验。你可以随时在浏览器中清除这些数据。',
  'privacy.shareTitle': '四、信息共享',
  'privacy.share':
    '仅在完成支付（支付服务商）、法律要求或保护用户安全所必需时共享必要的信息；你公开分享的片源，其名称与地址对导入它的用户可见。',
  'privacy.securityTitle': '五、信息安全',
  'privacy.security':
    '密码经加密传输并以不可逆方式保存；登录凭证有有效期，修改密码后其他设备上的登录将失效；服务器检测片源时不会访问内网地址。',
  'privacy.rightsTitle': '六、你的权利',
  'privacy.rights':
    '你可以查看、修改或删除你的观看记录、收藏与片源，修改密码，或联系我们注销账号。',
  'privacy.contactTitle': '七、联系我们',
  'privacy.contact': '如对本政策有任何疑问，可通过官方交流群或在线客服联系我们。',
  'privacy.home': '返回首页',
} as const;

export const privacyT = areaTranslate(privacyMessages, {
  'zh-TW': () => import('./zh-TW/privacyMessages'),
  en: () => import('./en/privacyMessages'),
});
