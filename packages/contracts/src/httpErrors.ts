/**
 * Errors a server produces itself (the host's proxy and page errors, the mock's unknown paths,
 * unreadable bodies and faults, either server's refusals of requests its HTTP parser cannot read),
 * in the API's reply envelope `{ code, msg, data }` with a Chinese message keyed by HTTP status, so
 * the client shows something sensible whatever went wrong. The one table of these messages.
 */
const messages: Record<number, string> = {
  400: '请求参数错误',
  403: '禁止访问',
  404: '请求的资源不存在',
  405: '不支持的请求方法',
  408: '请求超时',
  413: '请求内容过大',
  414: '请求地址过长',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后再试',
  431: '请求头过大',
  500: '服务器内部错误',
  502: '服务暂时不可用，请稍后重试',
  503: '服务繁忙，请稍后重试',
  504: '服务响应超时，请稍后重试',
};

/** The message of an HTTP status; a status without one of its own takes 500's or 400's. */
export function statusMessage(status: number): string {
  return messages[status] ?? (status >= 500 ? messages[500]! : messages[400]!);
}

export function envelopeError(status: number): { code: number; msg: string; data: null } {
  return { code: status, msg: statusMessage(status), data: null };
}
