/**
 * What the records say about the token, written once: every record of a route with a token
 * (required or optional) names where the server reads it.
 */

/**
 * SPEC section 4 has the site set the token as a cookie too; the API does not read it (a cookie
 * would be sent with requests other sites start, and the header is what every call carries).
 */
export const TOKEN_HEADER =
  'The session token is read from the token header only: the token cookie the site also sets ' +
  '(SPEC section 4) is not read by the server.';

/** The refusal of every `auth: 'token'` route without a valid token. */
export const NEEDS_LOGIN = `Without a valid token: code 401 请先登录. ${TOKEN_HEADER}`;
