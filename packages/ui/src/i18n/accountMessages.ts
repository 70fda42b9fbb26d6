/**
 * Texts of the account dialogs and screens (login, logout, info, /userinfo). They load with those
 * lazy chunks, never with the first-load bundle: nothing the header renders imports this file.
 * The short texts the header needs (auth.login, auth.welcome, vip.*) stay in `messages.ts`.
 */
import { areaTranslate } from './area';
import type { Placeholders } from './format';

export const accountMessages = {
  // Login dialog: titles per step.
  'login.titleEmail': '登录/注册',
  'login.titlePassword': '输入密码',
  'login.titleRegister': '注册账号',
  'login.titleForgot': '重置密码',
  'login.intro': '输入邮箱，已注册直接登录，未注册将创建新账号',
  'login.registerIntro': '验证码已发送至{email}，请查收邮件',
  'login.registerIntroBefore': '为{email}创建账号',
  'login.forgotIntro': '为{email}重置密码',
  'login.loginAs': '登录{email}',
  'login.passwordChanged': '密码已重置，请使用新密码登录',
  'login.passwordChangedInfo': '密码已修改，下次登录请使用新密码',

  // Fields.
  'login.email': '邮箱',
  'login.emailPlaceholder': '请输入邮箱',
  'login.password': '密码',
  'login.passwordPlaceholder': '请输入密码',
  'login.newPassword': '设置密码',
  'login.newPasswordPlaceholder': '6-20位密码',
  'login.confirmPassword': '确认密码',
  'login.confirmPasswordPlaceholder': '再次输入密码',
  'login.code': '验证码',
  'login.codePlaceholder': '6位数字验证码',
  'login.sendCode': '获取验证码',
  'login.resendIn': '{n}秒后重新获取',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',

  // Actions.
  'login.next': '下一步',
  'login.submitLogin': '登录',
  'login.submitRegister': '注册并登录',
  'login.submitReset': '重置密码',
  'login.forgot': '忘记密码？',
  'login.back': '返回',
  'login.changeEmail': '换个邮箱',
  'login.busy': '请稍候…',

  // Client-side checks (the server says the same in its own words).
  'login.emailRequired': '请输入邮箱',
  'login.emailInvalid': '邮箱格式不正确',
  'login.passwordRequired': '请输入密码',
  'login.passwordLength': '密码长度为6-20位',
  'login.passwordMismatch': '两次输入的密码不一致',
  'login.codeInvalid': '请输入6位数字验证码',

  // A request that got no reply (the client's own message for it).
  'error.network': '网络请求错误',

  // Rate-limited (429): the wait comes as a number and is worded here (see `waitText`).
  'login.tooFrequent': '操作过于频繁，请{wait}后再试',
  'login.codeTooSoon': '请{wait}后再获取验证码',
  'wait.seconds': '{n}秒',
  'wait.minutes': '{n}分钟',

  // Logout confirmation.
  'logout.title': '退出登录',
  'logout.confirm': '确定要退出登录吗？',
  'logout.cancel': '取消',
  'logout.submit': '退出登录',

  // Info dialog.
  'info.title': '提示',
  'info.ok': '知道了',

  // /userinfo.
  'userinfo.title': '个人中心',
  'userinfo.email': '邮箱',
  'userinfo.vipStatus': '会员状态',
  'userinfo.expiry': '到期时间',
  'userinfo.noExpiry': '未开通',
  'userinfo.points': '积分余额',
  'userinfo.inviteCode': '邀请码',
  'userinfo.memberSince': '注册时间',
  'userinfo.links': '我的服务',
  'userinfo.history': '观看历史',
  'userinfo.collect': '我的收藏',
  'userinfo.pointsLink': '我的积分',
  'userinfo.sports': '关注的比赛',
  'userinfo.sources': '我的片源',
  'userinfo.invite': '邀请好友',
  'userinfo.changePassword': '修改密码',
  'userinfo.logout': '退出登录',
  'userinfo.loggedOut': '登录后查看个人中心',
  'userinfo.login': '登录',
  'userinfo.back': '返回首页',
  'userinfo.loadFailed': '个人信息加载失败，点击重试',
  // A session taken from a link's token: which account it is, and a way out of it.
  'urlSignIn.notice': '你已通过链接登录账号 {email}。如果这不是你的账号，请立即退出登录。',
  'urlSignIn.label': '通过链接登录',
  'urlSignIn.keep': '知道了',
  'urlSignIn.signOut': '不是我的账号，退出登录',
} as const;

export type AccountMessageKey = keyof typeof accountMessages;
/** The keys without placeholders, for tables of keys passed to `accountT(key)` as they are. */
export type PlainAccountKey = {
  [K in AccountMessageKey]: [Placeholders<(typeof accountMessages)[K]>] extends [never] ? K : never;
}[AccountMessageKey];

export const accountT = areaTranslate(accountMessages, {
  'zh-TW': () => import('./zh-TW/accountMessages'),
  en: () => import('./en/accountMessages'),
});

/**
 * Waits shorter than this read in seconds (请90秒后再试): a resend countdown is counted in
 * seconds anyway. From two minutes on they read in whole minutes, rounded up so the viewer is
 * never told to come back too early (2562 s: 请43分钟后再试).
 */
export const WAIT_IN_SECONDS_BELOW = 120;

/** A wait as the account dialogs word it: `45秒`, `43分钟`. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < WAIT_IN_SECONDS_BELOW
    ? accountT('wait.seconds', { n: whole })
    : accountT('wait.minutes', { n: Math.ceil(whole / 60) });
}
