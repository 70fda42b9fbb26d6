/**
 * How the app asks its host for the API's content in Traditional characters (a zh-TW viewer):
 * this header on an API call. The host converts the JSON reply with OpenCC's full tables, which
 * stay on the server (about 430 KB gzip the browser never downloads), and never forwards the
 * header to the API. No DOM here: the app and the host share it.
 */
export const CONTENT_SCRIPT_HEADER = 'x-content-script';
export const TRADITIONAL_SCRIPT = 'Hant';

/**
 * How an English page asks its host to name the closed lists of the API's replies (genres,
 * badges, lines ...) in English: this header, `en`. A zh-TW page's script marker asks for the same
 * in 繁體中文. The host renames them by their codes (content/listNames.ts) and never forwards it.
 */
export const CONTENT_LANGUAGE_HEADER = 'x-content-language';
