/**
 * Texts of the source management page (我的片源). They load with that page, not with the
 * first-load bundle (see `area.ts`).
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const sourcesMessages = {
  'sources.title': '我的片源',
  'sources.intro':
    '添加自己的 HLS 地址、M3U 列表或苹果CMS 接口，也可以通过分享ID导入别人公开的片源。',
  'sources.loggedOut': '登录后管理我的片源',
  'sources.loadError': '片源加载失败，点击重试',
  'sources.add': '添加片源',
  'sources.ownTitle': '我添加的',
  'sources.addedTitle': '我导入的',
  'sources.emptyOwn': '还没有片源，点“添加片源”开始吧',
  'sources.emptyAdded': '还没有导入别人分享的片源',
  'sources.typeHls': 'HLS 播放地址',
  'sources.typeList': 'M3U 列表',
  'sources.typeMaccms': '苹果CMS 接口',
  'sources.shared': '已公开分享',
  'sources.shareId': '分享ID：{id}',
  'sources.importCount': '{n}人导入',
  'sources.edit': '编辑',
  'sources.editLabel': '编辑“{name}”',
  'sources.delete': '删除',
  'sources.deleteLabel': '删除“{name}”',
  'sources.removeAdded': '移除',
  'sources.removeAddedLabel': '移除“{name}”',
  'sources.check': '检测',
  'sources.checkLabel': '检测“{name}”是否可用',
  'sources.checking': '检测中…',
  'sources.alive': '可用',
  'sources.dead': '不可用：{detail}',
  'sources.refused': '已拒绝：{detail}',
  'sources.corsYes': '支持浏览器直接播放',
  'sources.corsNo': '需经服务器转发播放',
  // Form.
  'sources.formAdd': '添加片源',
  'sources.formEdit': '编辑片源',
  'sources.name': '名称',
  'sources.url': '地址',
  'sources.urlHint': '只支持 http 或 https 链接，端口 80 或 443',
  'sources.type': '类型',
  'sources.share': '公开分享（其他用户可通过分享ID导入）',
  'sources.save': '保存',
  'sources.saving': '保存中…',
  'sources.cancel': '取消',
  'sources.nameRequired': '请输入名称',
  'sources.nameTooLong': '名称不能超过{max}个字',
  'sources.urlRequired': '请输入地址',
  'sources.urlInvalid': '请输入有效的链接',
  'sources.urlScheme': '只支持 http 或 https 链接',
  'sources.urlCredentials': '链接中不能包含用户名或密码',
  'sources.urlPort': '只支持 80 或 443 端口',
  'sources.urlTooLong': '链接过长',
  // Import.
  'sources.importTitle': '导入分享的片源',
  'sources.importId': '分享ID',
  'sources.import': '导入',
  'sources.importing': '导入中…',
  'sources.importBadId': '请输入数字分享ID',
  'sources.imported': '已导入“{name}”',
  'sources.alreadyAdded': '这个片源已在你的列表中',
  // Delete confirmation.
  'sources.confirmDeleteTitle': '删除片源',
  'sources.confirmDelete': '确定删除“{name}”吗？导入了它的用户也将无法再使用。',
  'sources.confirmRemove': '确定从列表中移除“{name}”吗？',
  'sources.confirm': '确定',
} as const;

export type SourcesMessageKey = keyof typeof sourcesMessages;
export type PlainSourcesKey = PlainAreaKey<typeof sourcesMessages>;

export const sourcesT = areaTranslate(sourcesMessages, {
  'zh-TW': () => import('./zh-TW/sourcesMessages'),
  en: () => import('./en/sourcesMessages'),
});
