/** 繁體中文 (Taiwan wording) of ../privacyMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { privacyMessages } from '../privacyMessages';

const messages: AreaTranslation<typeof privacyMessages> = {
  'privacy.title': '隱私政策',
  'privacy.updated': '更新日期：2026年11月1日',
  'privacy.intro':
    '星河影視（以下簡稱「我們」）重視你的隱私。本政策說明我們在你使用網站與APP時收集哪些資訊、如何使用與保護這些資訊，以及你享有的權利。',
  'privacy.collectTitle': '一、我們收集的資訊',
  'privacy.collect':
    '註冊與登入時的電子郵件地址；為保護帳號而記錄的登入時間與IP位址；觀看記錄、收藏與你新增的片源；VIP訂單的方案、金額與支付狀態（我們不儲存銀行卡號等支付憑證）。',
  'privacy.useTitle': '二、我們如何使用資訊',
  'privacy.use':
    '提供播放、同步觀看記錄與收藏等服務；處理VIP訂單與積分；防止濫用與保障帳號安全；在你同意時傳送服務通知。我們不會出售你的個人資訊。',
  'privacy.storageTitle': '三、本地儲存與Cookie',
  'privacy.storage':
    '我們在你的瀏覽器中儲存登入憑證、語言選擇、搜尋歷史與最近觀看記錄，用於保持登入與改善體驗。你可以隨時在瀏覽器中清除這些資料。',
  'privacy.shareTitle': '四、資訊共享',
  'privacy.share':
    '僅在完成支付（支付服務商）、法律要求或保護使用者安全所必需時共享必要的資訊；你公開分享的片源，其名稱與網址對匯入它的使用者可見。',
  'privacy.securityTitle': '五、資訊安全',
  'privacy.security':
    '密碼經加密傳輸並以不可逆方式儲存；登入憑證有有效期，修改密碼後其他裝置上的登入將失效；伺服器檢測片源時不會訪問內部網路位址。',
  'privacy.rightsTitle': '六、你的權利',
  'privacy.rights':
    '你可以檢視、修改或刪除你的觀看記錄、收藏與片源，修改密碼，或聯絡我們登出帳號。',
  'privacy.contactTitle': '七、聯絡我們',
  'privacy.contact': '如對本政策有任何疑問，可透過官方社群或線上客服聯絡我們。',
  'privacy.home': '返回首頁',
};

export default messages;
