/**
 * Passwords travel RSA-encrypted: PKCS#1 v1.5 with the server's public key, base64, as
 * jsencrypt produces. jsencrypt is loaded with a dynamic import only, the first time a password is
 * sent, so it never weighs on a page that does not log in. The key is fetched once per page load
 * (a failed fetch is retried next time).
 */
import { ErrorCode, type ApiResult } from '@xinghe/contracts/client';

export type PublicKeyCall = () => Promise<ApiResult<{ publicKey: string }>>;
/** Encrypts a clear password; a failure comes back as the server's (or the client's) message. */
export type PasswordEncryptor = (password: string) => Promise<ApiResult<string>>;

async function loadJsEncrypt() {
  const { JSEncrypt } = await import('jsencrypt');
  return JSEncrypt;
}

/** Only if jsencrypt refuses the key or the text; no message of the server to show (''). */
const ENCRYPT_FAILED = { ok: false, code: ErrorCode.Network, msg: '' } as const;

export function createPasswordEncryptor(fetchKey: PublicKeyCall): PasswordEncryptor {
  let key: Promise<ApiResult<{ publicKey: string }>> | null = null;
  return async (password) => {
    key ??= fetchKey();
    const [reply, JSEncrypt] = await Promise.all([key, loadJsEncrypt()]);
    if (!reply.ok) {
      key = null;
      return reply;
    }
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(reply.data.publicKey);
    const cipher = encryptor.encrypt(password);
    return cipher ? { ok: true, code: 0, msg: '', data: cipher } : ENCRYPT_FAILED;
  };
}
