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
  'chat.noAnswer':
    'Sorry, I can’t answer that yet. Try asking another way, or reach a person in the official community.',
  'chat.you': 'You',
  'chat.bot': 'Support',
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
