import { ErrorCode, NETWORK_ERROR_MSG, OK } from '../envelope';
import { APP_CHANNEL, APP_ID, DEVICE_TYPE, Header, TOKEN_STORAGE_KEY } from '../headers';
import { fillPath, routes, type HttpMethod, type RouteName } from '../routes';
import { cleanParams, toQueryString } from './params';
import type { ApiFailure, ApiResult, CallInput, DataOf, ReplyHook } from './types';

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
  /**
   * Sees every reply before the caller does, with the call it answers: what any call's failure
   * means for the whole app (a refused token signs the viewer out) is decided here once, not at
   * each call site. It cannot change the reply; the caller still gets it as a value.
   */
  onReply?: ReplyHook;
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

const networkError = (code: number): ApiFailure => ({ ok: false, code, msg: NETWORK_ERROR_MSG });

/** A refusal as the caller gets it: its code, its message and whatever data it carries. */
function refusal(reply: { code?: unknown; msg?: unknown; data?: unknown }): ApiFailure {
  const failure: ApiFailure = {
    ok: false,
    code: typeof reply.code === 'number' ? reply.code : ErrorCode.ServerError,
    msg: typeof reply.msg === 'string' && reply.msg ? reply.msg : NETWORK_ERROR_MSG,
  };
  if (reply.data !== undefined && reply.data !== null) failure.data = reply.data;
  return failure;
}

export type ApiClient = ReturnType<typeof createClient>;

export function createClient(config: ClientConfig = {}) {
  const baseUrl = (config.baseUrl ?? '').replace(/\/$/, '');
  const appId = config.appId ?? APP_ID;
  const getToken = config.getToken ?? tokenFromLocalStorage;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  type Input = {
    path?: Record<string, string | number>;
    params?: Record<string, unknown>;
    token?: string;
    signal?: AbortSignal;
  };

  /** Tells the hook; a hook that throws is reported, but the caller still gets its reply. */
  function told<T>(result: ApiResult<T>, name: RouteName, token: string | null): ApiResult<T> {
    try {
      config.onReply?.(result, { route: name, token });
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
    return result;
  }

  async function call<N extends RouteName>(
    name: N,
    ...[input]: CallInput<N> extends { path: unknown } ? [CallInput<N>] : [CallInput<N>?]
  ): Promise<ApiResult<DataOf<N>>> {
    const sessionToken = ((input as Input | undefined)?.token ?? getToken()) || null;
    return told(await send<N>(name, (input ?? {}) as Input, sessionToken), name, sessionToken);
  }

  async function send<N extends RouteName>(
    name: N,
    { path, params, signal }: Input,
    sessionToken: string | null,
  ): Promise<ApiResult<DataOf<N>>> {
    const route = routes[name];
    const method = route.method as HttpMethod; // widened: later records add POST and PUT
    const sendsBody = method === 'POST' || method === 'PUT';
    const url = baseUrl + fillPath(route.path, path) + (sendsBody ? '' : toQueryString(params));

    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [Header.appId]: appId,
      [Header.appChannel]: APP_CHANNEL,
      [Header.deviceType]: DEVICE_TYPE,
    };
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
    if (reply.code) return refusal(reply);
    return { ok: true, code: OK, msg: String(reply.msg ?? ''), data: reply.data as DataOf<N> };
  }

  return { call };
}
