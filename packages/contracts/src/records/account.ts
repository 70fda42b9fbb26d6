import {
  ChangePasswordBody,
  CodeValid,
  EmailCodeSent,
  EmailParams,
  LoggedOut,
  LoginBody,
  PasswordChanged,
  PublicKey,
  RegisterBody,
  Session,
  UserExist,
  UserInfo,
  ValidateCodeBody,
} from '../schemas/account';
import { Envelope } from '../schemas/envelope';
import { record } from './record';
import { NEEDS_LOGIN, TOKEN_HEADER } from './token-header';

/** Every 429 of these records carries the wait as a number (schema `RateLimited`). */
const RATE_LIMITED =
  'A rate-limited refusal (429) carries data { retryAfterSeconds } (schema RateLimited): the ' +
  'seconds until the request may be made again, the same n its message names; clients read ' +
  'the wait from there, not from the message.';
const BAD_EMAIL = 'An address that is not something@domain.tld: 400 邮箱格式不正确.';
const CODE_RULES =
  'Email codes: 6 digits, valid 10 minutes, single use; a wrong code is 400 验证码错误, an ' +
  'expired one (or none sent) 400 验证码已过期，请重新获取, and after 5 wrong tries the code is ' +
  'dead: 400 验证码错误次数过多，请重新获取.';
const PASSWORD_RULES =
  'password is the base64 RSA PKCS#1 v1.5 ciphertext of the clear password with the key of ' +
  'GET /user/publicKey; one that does not decrypt: 400 密码格式不正确 (at login: 邮箱或密码错误, ' +
  'like any failed login, so login is no padding oracle); a clear password outside ' +
  '6-20 characters: 400 密码长度为6-20位. Passwords are stored as scrypt hashes and never logged.';
/** Register and changePassword: what is said about a password is said only behind the code. */
const PASSWORD_BEHIND_CODE =
  'The password is looked at only after the code is right, so nobody without the code learns ' +
  'whether a ciphertext decrypts (no padding oracle): with a wrong or dead code the reply is ' +
  "the code's refusal whatever the password. A right code with a refused password (密码格式不正确 " +
  "or 密码长度为6-20位) counts as one of the code's 5 wrong tries, and does not use the code up.";

export const accountRecords = {
  getPublicKey: record('getPublicKey', {
    summary: 'The RSA public key passwords are encrypted with',
    shape: { from: 'ours' },
    description:
      'Our addition: the spec has the site encrypt passwords with jsencrypt but gives no way to ' +
      'get the key. A PEM SPKI RSA key (2048 bits in the mock), generated on the first start ' +
      'and kept with the data, so it stays the same across restarts.',
    response: Envelope(PublicKey),
  }),
  userExist: record('userExist', {
    refusals: ['TooManyRequests'],
    summary: 'Whether an account exists for an email (the login dialog picks login or register)',
    shape: { from: 'ours' },
    description:
      `${BAD_EMAIL} Rate-limited per client IP (30 a minute): ` +
      `code 429 操作过于频繁，请{n}秒后再试. ${RATE_LIMITED}`,
    params: EmailParams,
    response: Envelope(UserExist),
  }),
  sendEmailCode: record('sendEmailCode', {
    refusals: ['TooManyRequests'],
    summary: 'Emails a 6-digit code to an address (register and forgotten password)',
    shape: { from: 'ours' },
    description:
      `${BAD_EMAIL} A new code replaces the previous one of the address. One send per address ` +
      'per 60 s: code 429 请{n}秒后再获取验证码 (n = seconds left); at most 10 sends per client ' +
      'IP an hour: code 429 操作过于频繁，请{n}秒后再试. Sent whether or not the address has an ' +
      'account (register needs it for new ones, forgot-password for existing ones). ' +
      `${RATE_LIMITED} The mock ` +
      'mails nothing: in development the code appears in the dev mailbox ' +
      'GET /__dev/mailbox/{email}.',
    params: EmailParams,
    response: Envelope(EmailCodeSent),
  }),
  validateCode: record('validateCode', {
    summary: 'Checks an email code without using it up (the dialog checks before the next step)',
    shape: { from: 'ours' },
    description: `${BAD_EMAIL} ${CODE_RULES} A wrong code here counts as a wrong try.`,
    body: ValidateCodeBody,
    response: Envelope(CodeValid),
  }),
  register: record('register', {
    refusals: ['Conflict', 'TooManyRequests'],
    summary: 'Creates an account with an email code and a password, and logs it in',
    shape: { from: 'ours' },
    description:
      'Rate-limited to 10 attempts an hour per client IP, counted before anything else is ' +
      `checked: code 429 操作过于频繁，请{n}秒后再试. ${RATE_LIMITED} Then, in this order: the address ` +
      `(${BAD_EMAIL}); an email that already has an account: 409 该邮箱已注册 (costs no try of ` +
      `the code; a replayed request gets this too); the code (${CODE_RULES}); then the ` +
      `password (${PASSWORD_RULES}). ${PASSWORD_BEHIND_CODE} The code is used up by a ` +
      'successful registration. inviteId: the invite code of an invite link; it links the new ' +
      'account to its owner, who gets 100 points when this account first pays for VIP (see ' +
      'GET /user/invite), not at sign-up; an unknown or empty one is ignored and registration ' +
      'still succeeds. Replies with a session, like login.',
    body: RegisterBody,
    response: Envelope(Session),
  }),
  login: record('login', {
    refusals: ['TooManyRequests'],
    summary: 'Logs in with email and password',
    shape: { from: 'ours' },
    description:
      `${BAD_EMAIL} ${PASSWORD_RULES} A wrong password or an unknown email: 400 邮箱或密码错误 ` +
      '(the same text, so the reply does not tell which accounts exist). Rate-limited to 10 ' +
      'attempts a minute per email and 30 per client IP, refused before the password is ' +
      `checked: code 429 操作过于频繁，请{n}秒后再试. ${RATE_LIMITED} Each login issues a new ` +
      'token (30 days).',
    body: LoginBody,
    response: Envelope(Session),
  }),
  changePassword: record('changePassword', {
    refusals: ['Unauthorized', 'NotFound', 'TooManyRequests'],
    summary: 'Sets a new password with an email code (forgotten password, or changing it)',
    shape: { from: 'ours' },
    description:
      'Optional token: the email code proves ownership of the address, so this works logged ' +
      `out (forgotten password) as well as logged in. ${TOKEN_HEADER} Checked in this order: ` +
      `the address (${BAD_EMAIL}); the rate limits, like login's: 10 attempts a minute per ` +
      'email and 30 per client IP, refused before the code is looked at: code 429 ' +
      `操作过于频繁，请{n}秒后再试 (${RATE_LIMITED}); the code (${CODE_RULES}), checked alike ` +
      'whether or not the email has an account (codes are sent to any address), so without ' +
      'the code an unknown email gets exactly the reply of a known one whose code is wrong or ' +
      'dead, and nobody learns which emails have accounts; with the right code but no account: ' +
      '404 该邮箱未注册 (said only to the holder of the code); then the password ' +
      `(${PASSWORD_RULES}). ${PASSWORD_BEHIND_CODE} The code is used up by a successful ` +
      "change, and the change ends the user's other sessions: their tokens get 401 请先登录 " +
      'from then on. Decided: the session that made the change (the token sent with it, when ' +
      "it is this user's) stays valid, so a viewer changing the password while logged in stays " +
      'logged in; a change made logged out (forgotten password) ends every session of the user.',
    body: ChangePasswordBody,
    response: Envelope(PasswordChanged),
  }),
  logout: record('logout', {
    summary: 'Ends the session of the token sent',
    shape: { from: 'ours' },
    description: `The token is revoked: any later call with it is treated as logged out. ${NEEDS_LOGIN}`,
    response: Envelope(LoggedOut),
  }),
  getUserDetail: record('getUserDetail', {
    summary: 'My account: email, VIP expiry, points, invite code',
    shape: { from: 'spec', ours: true },
    description: NEEDS_LOGIN,
    response: Envelope(UserInfo),
  }),
  verifyToken: record('verifyToken', {
    summary: 'The token check the site runs on load (SPEC section 4 "Login state")',
    shape: { from: 'spec', ours: true },
    description:
      'Our addition: the spec shows the check but not its path. code 0 with the user ' +
      '(data.expireTime, isVip) when the token is valid; an error code (401 请先登录) when it is ' +
      'malformed (anything but the token exactly as issued: an appended "=" or another spelling ' +
      'of the same bytes is refused), forged, expired, logged out or ended by a password ' +
      `change, and the site then removes it. ${TOKEN_HEADER}`,
    response: Envelope(UserInfo),
  }),
};
