import { ErrorCode, NETWORK_ERROR_MSG, OK } from '../envelope';
import { APP_CHANNEL, APP_ID, DEVICE_TYPE, Header, TOKEN_STORAGE_KEY } from '../headers';
import { fillPath, routes, type HttpMethod, type RouteName } from '../routes';
import { cleanParams, toQueryString } from './params';
import type { ApiResult, CallInput, DataOf } from './types';

export interface ClientConfig {
  /** The one API host; '' (the default) means the page's own origin, where the host proxies. */
  baseUrl?: string;
  appId?: string;
  fetch?: typeof fetch;
  /** Where the token comes from when a call does not pass one; defaults to local storage. */
  getToken?: () => string | null | undefined;
  /**
   * A call with no reply after this long is given up as a network error, so nothing that waits
   * on the API (payment polling, the token check at boot) can hang on a stalled connection.
   */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The caller's signal (if any) and the call's own deadline, whichever fires first. */
function withDeadline(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const deadline = AbortSignal.timeout(timeoutMs);
  if (!signal) return deadline;
  // AbortSignal.any is recent (2023-24 browsers): without it the caller's signal alone applies.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, deadline]) : signal;
}

function tokenFromLocalStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe)
  }
}

const networkError = (code: number): ApiResult<never> => ({
  ok: false,
  code,
  msg: NETWORK_ERROR_MSG,
});

export type ApiClient = ReturnType<typeof createClient>;

export function createClient(config: ClientConfig = {}) {
  const baseUrl = (config.baseUrl ?? '').replace(/\/$/, '');
  const appId = config.appId ?? APP_ID;
  const getToken = config.getToken ?? tokenFromLocalStorage;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<N extends RouteName>(
    name: N,
    ...[input]: CallInput<N> extends { path: unknown } ? [CallInput<N>] : [CallInput<N>?]
  ): Promise<ApiResult<DataOf<N>>> {
    const route = routes[name];
    const { path, params, token, signal } = (input ?? {}) as {
      path?: Record<string, string | number>;
      params?: Record<string, unknown>;
      token?: string;
      signal?: AbortSignal;
    };
    const method = route.method as HttpMethod; // widened: later records add POST and PUT
    const sendsBody = method === 'POST' || method === 'PUT';
    const url = baseUrl + fillPath(route.path, path) + (sendsBody ? '' : toQueryString(params));

    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [Header.appId]: appId,
      [Header.appChannel]: APP_CHANNEL,
      [Header.deviceType]: DEVICE_TYPE,
    };
    const sessionToken = token ?? getToken();
    if (sessionToken) headers[Header.token] = sessionToken;

    let response: Response;
    try {
      response = await (config.fetch ?? globalThis.fetch)(url, {
        method,
        headers,
        body: sendsBody ? JSON.stringify(cleanParams(params)) : undefined,
        signal: withDeadline(signal, timeoutMs),
      });
    } catch {
      return networkError(ErrorCode.Network);
    }
    if (!response.ok) return networkError(response.status);

    let reply: { code?: unknown; msg?: unknown; data?: unknown };
    try {
      reply = (await response.json()) as typeof reply;
    } catch {
      return networkError(ErrorCode.Network);
    }
    if (reply.code) {
      return {
        ok: false,
        code: typeof reply.code === 'number' ? reply.code : ErrorCode.ServerError,
        msg: typeof reply.msg === 'string' && reply.msg ? reply.msg : NETWORK_ERROR_MSG,
      };
    }
    return { ok: true, code: OK, msg: String(reply.msg ?? ''), data: reply.data as DataOf<N> };
  }

  return { call };
}
