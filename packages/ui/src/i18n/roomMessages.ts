/**
 * Texts of 一起看 (watch together): the room page, its banner and link, members and chat. They
 * load with the room's chunk, not with the first-load bundle (see `area.ts`).
 */
import { areaTranslate } from './area';

export const roomMessages = {
  'room.title': '一起看 · 房间 {code}',
  'room.linkLabel': '房间链接',
  'room.copy': '复制链接',
  'room.copied': '已复制',
  'room.share': '把链接发给朋友，打开即可加入，无需登录',
  'room.members': '成员（{n}）',
  'room.controller': '房主',
  'room.you': '我',
  'room.signedIn': '已登录',
  'room.guest': '访客',
  'room.guestName': '访客{n}',
  'room.buffering': '缓冲中，稍后追上',
  'room.away': '已离开，等待重连',
  'room.handover': '移交控制',
  'room.handoverLabel': '移交控制给{name}',
  'room.following': '正在跟随{name}的播放',
  'room.youControl': '你在控制播放，大家跟随你',
  'room.chat': '聊天',
  'room.chatEmpty': '还没有消息，说点什么吧',
  'room.chatPlaceholder': '发送消息，会以弹幕显示给大家',
  'room.send': '发送',
  'room.leave': '退出房间',
  'room.joining': '正在加入房间…',
  'room.notFound': '房间不存在或已关闭',
  'room.closed': '与房间的连接已断开',
} as const;

export type RoomMessageKey = keyof typeof roomMessages;

export const roomT = areaTranslate(roomMessages, {
  'zh-TW': () => import('./zh-TW/roomMessages'),
  en: () => import('./en/roomMessages'),
});
