/**
 * Accounts (SPEC section 4 "Login state", section 7 user endpoints): the user as the site sees it,
 * a session, and the bodies of register, login and password change.
 *
 * Passwords never travel in clear: `password` is the base64 RSA ciphertext (PKCS#1 v1.5, what
 * jsencrypt produces) of the clear password, encrypted with the key of `getPublicKey`.
 */
import { Type, type Static } from 'typebox';

/** Limits the server holds bodies to; the login dialog checks the same before sending. */
export const EMAIL_MAX_LENGTH = 100;
export const EMAIL_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
/** A 4096-bit key gives 684 base64 characters; 1024 leaves room without inviting abuse. */
export const PASSWORD_CIPHERTEXT_MAX_LENGTH = 1024;
export const INVITE_ID_MAX_LENGTH = 32;
/** Email codes: one send per address per this many seconds; a code lives this long. */
export const EMAIL_CODE_RESEND_SECONDS = 60;
export const EMAIL_CODE_TTL_SECONDS = 600;

const EpochSeconds = Type.Integer({ minimum: 0, description: 'Epoch seconds' });

/**
 * The address as typed. The format (something@domain.tld) is checked by the server, which answers
 * 邮箱格式不正确 rather than a generic parameter error.
 */
export const Email = Type.String({
  minLength: 1,
  maxLength: EMAIL_MAX_LENGTH,
  description: 'An email address; compared case-insensitively',
});

export const EmailCode = Type.String({
  minLength: 1,
  maxLength: EMAIL_CODE_LENGTH,
  description: 'The 6-digit code from the email; anything else counts as a wrong code',
});

export const EncryptedPassword = Type.String({
  minLength: 1,
  maxLength: PASSWORD_CIPHERTEXT_MAX_LENGTH,
  description:
    'Base64 RSA PKCS#1 v1.5 ciphertext of the clear password (6-20 characters), made with the ' +
    'key of GET /user/publicKey',
});

export const UserInfo = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  email: Type.String(),
  expireTime: Type.Union([EpochSeconds, Type.Null()], {
    description: 'VIP until, epoch seconds; null: never had VIP',
  }),
  isVip: Type.Boolean({ description: 'True while expireTime lies in the future' }),
  points: Type.Integer({ minimum: 0, description: 'Points balance' }),
  inviteCode: Type.String({
    pattern: '^[0-9a-z]{8}$',
    description: 'My invite code (8 lowercase letters and digits), for ?invite_id= links',
  }),
  createdAt: EpochSeconds,
});
export type UserInfo = Static<typeof UserInfo>;

export const Session = Type.Object({
  token: Type.String({ description: 'Three dot-separated parts; send it in the token header' }),
  expiresAt: Type.Integer({ minimum: 0, description: 'When the token expires, epoch seconds' }),
  user: UserInfo,
});
export type Session = Static<typeof Session>;

export const PublicKey = Type.Object({
  publicKey: Type.String({ description: 'RSA public key, PEM (SPKI, BEGIN PUBLIC KEY)' }),
});
export type PublicKey = Static<typeof PublicKey>;

export const EmailParams = Type.Object({ email: Email });
export type EmailParams = Static<typeof EmailParams>;

export const UserExist = Type.Object({ exist: Type.Boolean() });
export type UserExist = Static<typeof UserExist>;

export const EmailCodeSent = Type.Object({
  sent: Type.Literal(true),
  resendAfter: Type.Integer({ description: 'Seconds before another code may be sent (60)' }),
  expiresIn: Type.Integer({ description: 'Seconds the code stays valid (600)' }),
});
export type EmailCodeSent = Static<typeof EmailCodeSent>;

export const ValidateCodeBody = Type.Object({ email: Email, code: EmailCode });
export type ValidateCodeBody = Static<typeof ValidateCodeBody>;

export const CodeValid = Type.Object({ valid: Type.Literal(true) });
export type CodeValid = Static<typeof CodeValid>;

export const RegisterBody = Type.Object({
  email: Email,
  code: EmailCode,
  password: EncryptedPassword,
  inviteId: Type.Optional(
    Type.String({
      maxLength: INVITE_ID_MAX_LENGTH,
      description: 'The invite_id of an invite link; an unknown one is ignored',
    }),
  ),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({ email: Email, password: EncryptedPassword });
export type LoginBody = Static<typeof LoginBody>;

export const ChangePasswordBody = Type.Object({
  email: Email,
  code: EmailCode,
  password: EncryptedPassword,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const PasswordChanged = Type.Object({ changed: Type.Literal(true) });
export type PasswordChanged = Static<typeof PasswordChanged>;

export const LoggedOut = Type.Object({ loggedOut: Type.Literal(true) });
export type LoggedOut = Static<typeof LoggedOut>;
