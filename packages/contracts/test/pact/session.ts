/**
 * Interactions that need a session: the token header is a provider-state
 * injected value. A login state (`user {email} is logged in`, `... as VIP`, `... without VIP`)
 * returns `{ token }` from the server under test, and the verifier puts it in the header; here,
 * in the consumer run, the example token stands in for it.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { clientHeaders } from './support';

/** Shaped like a real session token: three base64url parts. */
export const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjIsImp0aSI6ImV4YW1wbGUifQ.c2lnbmF0dXJlLW9mLXRoZS1leGFtcGxl';

/**
 * Shaped like a media token (the `token=` of signed media URLs, from the play-line reply): three
 * base64url parts too, but never the session token.
 */
export const EXAMPLE_MEDIA_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6Im1lZGlhK2p3dCJ9.eyJzdWIiOiIyIiwic2lkIjoiZXhhbXBsZSJ9.bWVkaWEtdG9rZW4';

/** Three base64url parts: the form of both tokens. */
export const JWT_FORM = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export const MEMBER_EMAIL = 'member@xinghe.test';
export const VIP_EMAIL = 'vip@xinghe.test';

/** The headers of a call made with the session the login state created. */
export const sessionHeaders = {
  ...clientHeaders,
  token: MatchersV3.fromProviderState('${token}', EXAMPLE_TOKEN),
};

/** The reply every token route gives a visitor. */
export const loginRequiredReply = {
  code: 401,
  msg: MatchersV3.like('请先登录'),
  data: null,
};
