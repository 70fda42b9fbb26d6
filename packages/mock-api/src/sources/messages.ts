/** The Chinese messages of the user-source routes and the server-side checks. */
import type { SourceUrlProblem } from '@xinghe/contracts';
import type { TargetProblem } from '../net/address-policy';

export const SourceMsg = {
  notFound: '源不存在',
  notShared: '源不存在或未公开分享',
  ownSource: '这是你自己的片源',
  tooManyOwn: (max: number) => `最多可添加${max}个自建源`,
  tooManyAdded: (max: number) => `最多可导入${max}个源`,
  emptyName: '请输入源名称',
  badHost: '请输入有效的主机名',
} as const;

/** A URL refused by its shape (the contract's rule). */
export const urlProblemMsg: Record<SourceUrlProblem, string> = {
  invalid: '请输入有效的链接',
  scheme: '只支持 http 或 https 链接',
  credentials: '链接中不能包含用户名或密码',
  port: '只支持 80 或 443 端口',
  tooLong: '链接过长',
};

/** A target refused by the server's address rule, before or after DNS. */
export const targetProblemMsg: Record<TargetProblem, string> = {
  scheme: '只支持 http 或 https 链接',
  credentials: '链接中不能包含用户名或密码',
  port: '只支持 80 或 443 端口',
  address: '不能使用本机、内网或保留地址',
  unresolvable: '无法解析该域名',
};

/** Why a check found a source not alive (shown in the list). */
export const deadDetail = {
  timeout: '检测超时',
  network: '无法连接',
  unresolvable: '无法解析该域名',
  redirects: '重定向次数过多',
  busy: '检测繁忙，请稍后再试',
  status: (status: number) => `服务器返回 HTTP ${status}`,
  notPlaylist: '不是有效的 HLS 播放列表',
  alive: '可以访问',
} as const;

/** Why a source's fetch is not `ok` (the detail of a search or a channel group). */
export const fetchDetail = {
  timeout: '片源未响应',
  network: '无法连接片源',
  unresolvable: '无法解析片源的域名',
  redirects: '片源重定向次数过多',
  busy: '片源检测繁忙，请稍后再试',
  status: (status: number) => `片源返回 HTTP ${status}`,
  tooBig: '片源的回复超过 2 MB',
  notMaccms: '不是苹果CMS 接口的回复',
  notM3u: '不是 M3U 列表',
} as const;

/** The play routes' refusals and names. */
export const PlayMsg = {
  noAnswer: '片源未响应',
  noTitle: '片源里没有这部影片',
  badRelay: '播放地址无效或已过期',
  notMedia: '不是 HLS 播放列表或视频分片',
  playlistTooBig: '播放列表超过 1 MB',
  segmentTooBig: '视频分片超过 16 MB',
  episode: (n: number) => `第${n}集`,
  feature: '正片',
} as const;
