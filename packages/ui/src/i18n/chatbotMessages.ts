/**
 * The chatbot (在线客服): its frame and the built-in FAQ it answers from. Each FAQ entry is a
 * question, the keywords that find it (comma-separated) and its answer. Loads with the chatbot.
 */
import { areaTranslate } from './area';

export const chatbotMessages = {
  'chat.toggle': '在线客服',
  'chat.close': '关闭客服',
  'chat.title': '星河客服',
  'chat.greeting': '你好，我是星河客服。请问有什么可以帮你？可以直接输入问题，或点下面的常见问题。',
  'chat.inputLabel': '输入你的问题',
  'chat.send': '发送',
  'chat.suggestions': '常见问题',
  'chat.noAnswer': '抱歉，这个问题我还不会回答。你可以换个说法，或联系人工客服。',
  'chat.human': '联系人工客服',
  'chat.you': '我',
  'chat.bot': '客服',

  'faq.price.q': 'VIP多少钱？怎么开通？',
  'faq.price.k': '多少钱,价格,价钱,收费,费用,开通,购买,买会员,月卡,季卡,年卡,套餐,优惠',
  'faq.price.a':
    'VIP套餐：{plans}。在页面顶部点“开通VIP”，选好套餐后用支付宝或微信扫码支付，到账后立即生效。',
  'faq.price.plan': '{name} ¥{price}',
  'faq.price.separator': '，',
  'faq.price.unknown':
    '在页面顶部点“开通VIP”可以看到各套餐的价格，选好后用支付宝或微信扫码支付，到账后立即生效。',
  'faq.live.q': '直播频道看不了怎么办？',
  'faq.live.k': '直播,频道,电视台,cctv,央视,卫视,体育直播',
  'faq.live.a':
    '在“直播”页面选择频道即可观看500+电视直播，部分频道需要VIP。某条线路打不开时播放器会自动换到备用线路；也可以刷新页面或换个频道试试。',
  'faq.account.q': '怎么注册和登录？',
  'faq.account.k': '注册,登录,账号,账户,邮箱,验证码,退出',
  'faq.account.a':
    '点页面右上角“登录”并输入邮箱：新邮箱会收到验证码完成注册，已注册的邮箱输入密码即可登录。在“个人中心”可以修改密码和退出登录。',
  'faq.download.q': '可以下载影片离线看吗？',
  'faq.download.k': '离线,缓存,下载影片,下载视频,下载电影,保存视频',
  'faq.download.a': 'VIP可以在播放页下载正在看的这一集，下载的文件可以离线播放。',
  'faq.vip.q': 'VIP有哪些特权？',
  'faq.vip.k': 'vip,会员,特权,权益,蓝光,倍速',
  'faq.vip.a':
    'VIP可享蓝光线路、500+电视直播、资源下载和全部倍速（0.5x–3x）。在页面顶部点“开通VIP”即可购买。',
  'faq.pay.q': '支付成功但VIP没有到账怎么办？',
  'faq.pay.k': '支付,付款,到账,订单,没到账,充值',
  'faq.pay.a':
    '支付完成后通常几秒内到账。请刷新页面或重新登录查看；若超过10分钟仍未到账，请在官方交流群提供订单号联系我们。',
  'faq.play.q': '视频播放卡顿或打不开？',
  'faq.play.k': '卡,卡顿,播放,打不开,黑屏,缓冲,线路',
  'faq.play.a':
    '可在播放器的“线路”中切换到其他线路，或降低清晰度。第三方线路不可用时播放器会自动换到下一条线路。',
  'faq.password.q': '忘记密码怎么办？',
  'faq.password.k': '密码,忘记,找回,重置,登录不了',
  'faq.password.a':
    '在登录窗口点“忘记密码”，用邮箱验证码设置新密码。修改密码后，其他设备上的登录会自动退出。',
  'faq.points.q': '积分怎么获得和使用？',
  'faq.points.k': '积分,签到,兑换,邀请',
  'faq.points.a': '每日签到、观看影片和邀请好友都能获得积分，积分可在“我的积分”中兑换VIP天数。',
  'faq.app.q': '在哪里下载APP？',
  'faq.app.k': 'app,下载,手机,电视,安装,客户端',
  'faq.app.a': '在“下载APP”页面可下载手机版和电视版，手机扫码即可下载。',
  'faq.source.q': '怎样添加自己的片源？',
  'faq.source.k': '片源,源,m3u8,hls,导入,添加源',
  'faq.source.a':
    '登录后在用户菜单打开“我的片源”，可以添加 http/https 的 HLS 地址、M3U 列表或苹果CMS 接口，也能通过分享ID导入别人公开的片源。',
} as const;

export type ChatbotMessageKey = keyof typeof chatbotMessages;

export const chatbotT = areaTranslate(chatbotMessages, {
  'zh-TW': () => import('./zh-TW/chatbotMessages'),
  en: () => import('./en/chatbotMessages'),
});
