/**
 * Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection, the upstream's to the host, and
 * never pass on to the client. Copying the upstream's `Connection: keep-alive` and `Keep-Alive`
 * would keep an HTTP/1.0 client's or a `Connection: close` request's socket open.
 */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'http2-settings',
]);

type Headers = Record<string, unknown>;

/** `headers` without the hop-by-hop ones and those its own `Connection` header names. */
export function withoutHopByHop<H extends Headers>(headers: H): H {
  const connection = headers.connection;
  const named = new Set(
    (Array.isArray(connection) ? connection.join(',') : String(connection ?? ''))
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  const kept: Headers = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  }
  return kept as H;
}
