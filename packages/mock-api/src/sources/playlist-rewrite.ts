/**
 * A relayed HLS playlist, rewritten so the browser asks the relay for everything it names: each
 * URI (a segment or variant line, or a tag's URI="..." attribute such as EXT-X-MAP or EXT-X-KEY)
 * is resolved against the playlist's own URL; one on the signed playlist's host becomes a signed
 * relay address, one elsewhere is dropped (with the tags that describe it), so a playlist cannot
 * send the relay to hosts nobody signed.
 */

/** Tags that describe the URI line after them: dropped with it. */
const DESCRIBES_NEXT = /^#(EXTINF|EXT-X-BYTERANGE|EXT-X-STREAM-INF|EXT-X-PROGRAM-DATE-TIME):?/;
const URI_ATTRIBUTE = /URI="([^"]*)"/;

export interface RewriteOptions {
  /** The URL the playlist was read from (after redirects): relative URIs resolve against it. */
  base: URL;
  /** The origin the relay may reach (the signed address's). */
  origin: string;
  /** The signed relay address of an absolute URL on that origin. */
  relay: (address: string) => string;
}

/** The relay address of a URI, or null when it is off the signed origin or not a URL. */
function relayed(uri: string, options: RewriteOptions): string | null {
  try {
    const url = new URL(uri, options.base);
    return url.origin === options.origin ? options.relay(url.href) : null;
  } catch {
    return null;
  }
}

export function rewritePlaylist(text: string, options: RewriteOptions): string {
  const out: string[] = [];
  let pending: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const attribute = URI_ATTRIBUTE.exec(line);
      if (attribute) {
        const address = relayed(attribute[1] ?? '', options);
        if (address) out.push(line.replace(URI_ATTRIBUTE, `URI="${address}"`));
      } else if (DESCRIBES_NEXT.test(line)) {
        pending.push(line);
      } else {
        out.push(line);
      }
      continue;
    }
    const address = relayed(line, options);
    if (address) out.push(...pending, address);
    pending = [];
  }
  return `${out.join('\n')}\n`;
}
