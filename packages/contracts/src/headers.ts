/**
 * The headers every call carries (SPEC section 7). The spec gives their meaning, not their names:
 * these names are our decision, shared by the client, the mock and the Pact files.
 */
export const Header = {
  appId: 'app-id',
  appChannel: 'app-channel',
  deviceType: 'device-type',
  token: 'token',
} as const;

export const APP_ID = 'xinghe-web';
export const APP_CHANNEL = 'google';
/** 3 is the web device type. */
export const DEVICE_TYPE = '3';
/** Local-storage key of the session token (SPEC "Local storage keys"). */
export const TOKEN_STORAGE_KEY = 'token';
