/**
 * Media URL signing (SPEC section 7), for the player and the server alike. Browser-safe: no
 * TypeBox, only the crypto-js modules it needs. Import it as `@xinghe/contracts/signing`.
 */
export * from './constants';
export { randomId, randomUuid } from './random';
export { computeSign, schemeOfSign, signScheme1, signScheme2, type SignInput } from './schemes';
export { signMediaUrl, type SignMediaOptions } from './sign';
export {
  verifyMediaSignature,
  type MediaSignatureCheck,
  type MediaSignatureFailure,
  type VerifyMediaOptions,
} from './verify';
