/** English texts of ../chatbotMessages.ts. Keywords (`.k`) keep the Chinese ones too: viewers type both. */
import type { AreaTranslation } from '../area';
import type { chatbotMessages } from '../chatbotMessages';

const messages: AreaTranslation<typeof chatbotMessages> = {
  'chat.toggle': 'Customer service',
  'chat.close': 'Close customer service',
  'chat.title': 'Xinghe Support',
  'chat.greeting':
    'Hi, this is Xinghe Support. How can we help? Type your question, or pick a common one below.',
  'chat.inputLabel': 'Type your question',
  'chat.send': 'Send',
  'chat.suggestions': 'Common questions',
  'chat.noAnswer': 'Sorry, I can’t answer that yet. Try asking another way, or contact a person.',
  'chat.human': 'Contact a person',
  'chat.you': 'You',
  'chat.bot': 'Support',
  'faq.price.q': 'How much is VIP, and how do I join?',
  'faq.price.k': 'price,cost,how much,join,buy,subscribe,plan,monthly,yearly,多少钱,价格,开通',
  'faq.price.a':
    'VIP plans: {plans}. Click “Join VIP” at the top of the page, pick a plan and pay by scanning with Alipay or WeChat Pay; it takes effect as soon as it is paid.',
  'faq.price.plan': '{name} ¥{price}',
  'faq.price.separator': ', ',
  'faq.price.unknown':
    'Click “Join VIP” at the top of the page to see every plan and its price, then pay by scanning with Alipay or WeChat Pay.',
  'faq.live.q': 'A live channel will not play?',
  'faq.live.k': 'live,channel,tv,cctv,直播,频道,卫视',
  'faq.live.a':
    'Pick a channel on the Live page to watch 500+ TV channels; some need VIP. When a line fails the player switches to a backup line by itself; you can also reload the page or try another channel.',
  'faq.account.q': 'How do I sign up and sign in?',
  'faq.account.k': 'sign up,register,sign in,log in,login,account,email,code,注册,登录',
  'faq.account.a':
    'Click “Sign in” at the top right and enter your email: a new address gets a code to finish signing up, a known one asks for its password. Change your password or sign out in your account page.',
  'faq.download.q': 'Can I download a video to watch offline?',
  'faq.download.k': 'offline,download video,download episode,save video,离线,下载影片',
  'faq.download.a':
    'VIP members can download the episode they are watching from the player; the file plays offline.',
  'faq.vip.q': 'What do VIP members get?',
  'faq.vip.k': 'vip,member,membership,perks,blu-ray,speed,会员,特权,蓝光,倍速',
  'faq.vip.a':
    'VIP members get the Blu-ray line, 500+ live TV channels, downloads and every playback speed (0.5x–3x). Tap “Join VIP” at the top of the page to buy.',
  'faq.pay.q': 'I paid but my VIP hasn’t arrived. What now?',
  'faq.pay.k': 'pay,paid,payment,order,charge,refund,支付,付款,到账,订单',
  'faq.pay.a':
    'A payment usually arrives within seconds. Refresh the page or sign in again; if it still hasn’t arrived after 10 minutes, send us your order number in the official community.',
  'faq.play.q': 'Videos stutter or won’t play?',
  'faq.play.k': 'stutter,lag,play,black screen,buffering,line,卡顿,播放,缓冲,线路',
  'faq.play.a':
    'Switch to another line under “Line” in the player, or lower the quality. When a third-party line fails, the player moves to the next line by itself.',
  'faq.password.q': 'Forgot your password?',
  'faq.password.k': 'password,forgot,reset,recover,sign in,密码,忘记,重置',
  'faq.password.a':
    'Tap “Forgot password?” in the sign-in dialog and set a new password with a code sent to your email. Changing it signs out your other devices.',
  'faq.points.q': 'How do I earn and use points?',
  'faq.points.k': 'points,check in,redeem,invite,积分,签到,兑换,邀请',
  'faq.points.a':
    'Daily check-ins, watching and inviting friends all earn points, which you can redeem for VIP days under “My points”.',
  'faq.app.q': 'Where can I get the app?',
  'faq.app.k': 'app,download,phone,tv,install,client,下载,手机,电视',
  'faq.app.a': 'The “Get the app” page has the phone and TV apps: scan the code with your phone.',
  'faq.source.q': 'How do I add my own sources?',
  'faq.source.k': 'source,sources,m3u8,hls,import,add source,片源,导入',
  'faq.source.a':
    'Once signed in, open “My sources” in the user menu to add an http/https HLS address, an M3U list or a MacCMS API, or import someone’s public sources by their share ID.',
};

export default messages;
