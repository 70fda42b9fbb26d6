/** Chinese messages of the account routes: shown by the login dialog as they are. */
export const AccountMsg = {
  badEmail: '邮箱格式不正确',
  wrongCode: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeTriesExceeded: '验证码错误次数过多，请重新获取',
  resendTooSoon: (seconds: number) => `请${seconds}秒后再获取验证码`,
  tooFrequent: (seconds: number) => `操作过于频繁，请${seconds}秒后再试`,
  emailTaken: '该邮箱已注册',
  emailUnknown: '该邮箱未注册',
  wrongCredentials: '邮箱或密码错误',
  badPasswordCipher: '密码格式不正确',
  passwordLength: '密码长度为6-20位',
} as const;
