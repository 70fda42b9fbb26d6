/** 繁體中文 (Taiwan wording) of ../chatbotMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { chatbotMessages } from '../chatbotMessages';

const messages: AreaTranslation<typeof chatbotMessages> = {
  'chat.toggle': '線上客服',
  'chat.close': '關閉客服',
  'chat.title': '星河客服',
  'chat.greeting': '你好，我是星河客服。請問有什麼可以幫你？可以直接輸入問題，或點下面的常見問題。',
  'chat.inputLabel': '輸入你的問題',
  'chat.send': '傳送',
  'chat.suggestions': '常見問題',
  'chat.noAnswer': '抱歉，這個問題我還不會回答。你可以換個說法，或聯絡人工客服。',
  'chat.human': '聯絡人工客服',
  'chat.you': '我',
  'chat.bot': '客服',
  'faq.price.q': 'VIP多少錢？怎麼開通？',
  'faq.price.k':
    '多少錢,價格,價錢,收費,費用,開通,購買,買會員,月卡,季卡,年卡,方案,優惠,多少钱,价格,开通',
  'faq.price.a':
    'VIP方案：{plans}。在頁面頂部點「開通VIP」，選好方案後用支付寶或微信掃碼付款，入帳後立即生效。',
  'faq.price.plan': '{name} ¥{price}',
  'faq.price.separator': '，',
  'faq.price.unknown':
    '在頁面頂部點「開通VIP」可以看到各方案的價格，選好後用支付寶或微信掃碼付款，入帳後立即生效。',
  'faq.live.q': '直播頻道看不了怎麼辦？',
  'faq.live.k': '直播,頻道,電視台,cctv,央視,衛視,體育直播,频道',
  'faq.live.a':
    '在「直播」頁面選擇頻道即可觀看500+電視直播，部分頻道需要VIP。某條線路打不開時播放器會自動換到備用線路；也可以重新整理頁面或換個頻道試試。',
  'faq.account.q': '怎麼註冊和登入？',
  'faq.account.k': '註冊,登入,帳號,帳戶,信箱,驗證碼,登出,注册,登录',
  'faq.account.a':
    '點頁面右上角「登入」並輸入信箱：新信箱會收到驗證碼完成註冊，已註冊的信箱輸入密碼即可登入。在「個人中心」可以修改密碼和登出。',
  'faq.download.q': '可以下載影片離線看嗎？',
  'faq.download.k': '離線,快取,下載影片,下載視訊,下載電影,儲存影片',
  'faq.download.a': 'VIP可以在播放頁下載正在看的這一集，下載的檔案可以離線播放。',
  'faq.vip.q': 'VIP有哪些特權？',
  'faq.vip.k': 'vip,會員,特權,權益,藍光,倍速',
  'faq.vip.a':
    'VIP可享藍光線路、500+電視直播、資源下載和全部倍速（0.5x–3x）。在頁面頂部點「開通VIP」即可購買。',
  'faq.pay.q': '支付成功但VIP沒有到帳怎麼辦？',
  'faq.pay.k': '支付,付款,到帳,訂單,沒到帳,儲值',
  'faq.pay.a':
    '支付完成後通常幾秒內到帳。請重新整理頁面或重新登入檢視；若超過10分鐘仍未到帳，請在官方社群提供訂單號聯絡我們。',
  'faq.play.q': '影片播放卡頓或打不開？',
  'faq.play.k': '卡,卡頓,播放,打不開,黑屏,緩衝,線路',
  'faq.play.a':
    '可在播放器的「線路」中切換到其他線路，或降低清晰度。第三方線路不可用時播放器會自動換到下一條線路。',
  'faq.password.q': '忘記密碼怎麼辦？',
  'faq.password.k': '密碼,忘記,找回,重置,登入不了',
  'faq.password.a':
    '在登入視窗點「忘記密碼」，用電子郵件驗證碼設定新密碼。修改密碼後，其他裝置上的登入會自動退出。',
  'faq.points.q': '積分怎麼獲得和使用？',
  'faq.points.k': '積分,簽到,兌換,邀請',
  'faq.points.a': '每日簽到、觀看影片和邀請好友都能獲得積分，積分可在「我的積分」中兌換VIP天數。',
  'faq.app.q': '在哪裡下載APP？',
  'faq.app.k': 'app,下載,手機,電視,安裝,客戶端',
  'faq.app.a': '在「下載APP」頁面可下載手機版和電視版，手機掃碼即可下載。',
  'faq.source.q': '怎樣新增自己的片源？',
  'faq.source.k': '片源,源,m3u8,hls,匯入,新增源',
  'faq.source.a':
    '登入後在使用者選單開啟「我的片源」，可以新增 http/https 的 HLS 網址、M3U 列表或蘋果CMS 接口，也能透過分享ID匯入別人公開的片源。',
};

export default messages;
