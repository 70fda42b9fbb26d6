/**
 * The mock's messages for the login dialog's failures (wave-3 contract), word for word, for stories
 * and tests: the dialog shows whatever the server says.
 */
export const loginServerErrors = {
  wrongPassword: '邮箱或密码错误',
  wrongCode: '验证码错误',
  expiredCode: '验证码已过期，请重新获取',
  tooManyTries: '验证码错误次数过多，请重新获取',
  resendTooSoon: '请42秒后再获取验证码',
  rateLimited: '操作过于频繁，请30秒后再试',
  alreadyRegistered: '该邮箱已注册',
  notRegistered: '该邮箱未注册',
} as const;

export const existingEmail = 'member@xinghe.test';
export const newEmail = 'new.viewer@example.com';
