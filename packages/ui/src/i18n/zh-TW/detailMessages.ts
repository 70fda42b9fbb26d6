/** 繁體中文 (Taiwan wording) of ../detailMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { detailMessages } from '../detailMessages';

const messages: AreaTranslation<typeof detailMessages> = {
  'video.scoreValue': '評分 {score}',
  'video.favourite': '收藏',
  'video.favourited': '已收藏',
  'detail.expand': '展開',
  'detail.collapse': '收起',
  'detail.cast': '演職人員',
  'detail.director': '導演',
  'detail.actor': '演員',
  'detail.character': '飾 {name}',
  'detail.recommendations': '猜你喜歡',
  'detail.lines': '播放線路',
  'detail.resumeEpisode': '第{ep}集 {time}',
  'share.share': '分享',
  'share.linkCopied': '連結已複製',
};

export default messages;
