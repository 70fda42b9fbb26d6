/** 繁體中文 texts of ../roomMessages.ts. */
import type { AreaTranslation } from '../area';
import type { roomMessages } from '../roomMessages';

const messages: AreaTranslation<typeof roomMessages> = {
  'room.title': '一起看 · 房間 {code}',
  'room.linkLabel': '房間連結',
  'room.copy': '複製連結',
  'room.copied': '已複製',
  'room.share': '把連結傳給朋友，開啟即可加入，無需登入',
  'room.members': '成員（{n}）',
  'room.controller': '房主',
  'room.you': '我',
  'room.signedIn': '已登入',
  'room.guest': '訪客',
  'room.guestName': '訪客{n}',
  'room.buffering': '緩衝中，稍後追上',
  'room.away': '已離開，等待重新連線',
  'room.handover': '移交控制',
  'room.handoverLabel': '移交控制給{name}',
  'room.following': '正在跟隨{name}的播放',
  'room.youControl': '你在控制播放，大家跟隨你',
  'room.chat': '聊天',
  'room.chatEmpty': '還沒有訊息，說點什麼吧',
  'room.chatPlaceholder': '傳送訊息，會以彈幕顯示給大家',
  'room.send': '傳送',
  'room.leave': '退出房間',
  'room.joining': '正在加入房間…',
  'room.notFound': '房間不存在或已關閉',
  'room.closed': '與房間的連線已中斷',
};

export default messages;
