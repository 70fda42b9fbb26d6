/**
 * What the relay fetches for a signed address: an HLS playlist (#EXTM3U, at most 1 MB, handed
 * back as text for rewriting) or a segment (at most 16 MB, streamed through a byte cap), through
 * `guardedOpen` with the address rules at every hop and 10 s for the whole exchange. Anything
 * else is refused with the HTTP status the relay answers (403, or 404 when the source fails).
 */
import type { Readable } from 'node:stream';
import { pipeline, Transform } from 'node:stream';
import { ErrorCode } from '@xinghe/contracts';
import { guardedOpen } from '../net/guarded-fetch';
import type { FetchBase } from './fetch';
import { fetchDetail, PlayMsg, targetProblemMsg } from './messages';

export const RELAY_LIMITS = {
  timeoutMs: 10_000,
  playlistBytes: 1024 * 1024,
  segmentBytes: 16 * 1024 * 1024,
};

export type Relayed =
  | { kind: 'playlist'; text: string; url: URL }
  | { kind: 'segment'; contentType: string; length: number | null; body: Readable }
  | { kind: 'refused'; code: number; msg: string };

const refused = (code: number, msg: string): Relayed => ({ kind: 'refused', code, msg });

/** Replies no player can use as a segment (an error page, an API answer). */
const NOT_MEDIA = /^(text\/|application\/(json|xml|xhtml))/i;

/**
 * Segment types passed on as the source gives them. Anything else (some hosts label segments
 * image/png) goes out as application/octet-stream: hls.js reads the bytes either way, and our
 * origin never serves a source's SVG or HTML as what it claims to be.
 */
const MEDIA_TYPE = /^(video\/|audio\/|application\/(octet-stream|mp4|mp2t)|binary\/octet-stream)/i;

/** The first bytes of a stream, put back so the stream still starts with them. */
function firstBytes(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (chunk: Buffer) => {
      stream.off('readable', onReadable).off('end', onEnd).off('error', reject);
      resolve(chunk);
    };
    const onReadable = () => {
      const chunk = stream.read() as Buffer | null;
      if (chunk) stream.unshift(chunk);
      done(chunk ?? Buffer.alloc(0));
    };
    const onEnd = () => done(Buffer.alloc(0));
    stream.on('readable', onReadable).on('end', onEnd).on('error', reject);
  });
}

/** The whole stream, or null past `max` bytes (the stream is then dropped). */
async function readAtMost(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Passes bytes through until `max`, then fails (the reply is cut rather than grown). */
function byteCap(max: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > max) callback(new Error(PlayMsg.segmentTooBig));
      else callback(null, chunk);
    },
  });
}

export async function relayFetch(address: string, base: FetchBase): Promise<Relayed> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refused(ErrorCode.Forbidden, PlayMsg.badRelay);
  }
  const outcome = await guardedOpen(url, {
    ...base,
    timeoutMs: RELAY_LIMITS.timeoutMs,
    maxBytes: RELAY_LIMITS.segmentBytes,
  });
  if (outcome.kind === 'refused') {
    return refused(ErrorCode.Forbidden, targetProblemMsg[outcome.problem]);
  }
  if (outcome.kind === 'failed') return refused(ErrorCode.NotFound, fetchDetail[outcome.reason]);
  const { body, headers, status } = outcome;
  if (status < 200 || status > 299) {
    body.destroy();
    return refused(ErrorCode.NotFound, fetchDetail.status(status));
  }
  const declared = Number(headers['content-length'] ?? Number.NaN);
  const length = Number.isSafeInteger(declared) ? declared : null;
  if (length !== null && length > RELAY_LIMITS.segmentBytes) {
    body.destroy();
    return refused(ErrorCode.Forbidden, PlayMsg.segmentTooBig);
  }
  const start = (await firstBytes(body)).toString('latin1').replace(/^\u00EF\u00BB\u00BF/, '');
  if (start.startsWith('#EXTM3U')) {
    const bytes = await readAtMost(body, RELAY_LIMITS.playlistBytes);
    if (!bytes) return refused(ErrorCode.Forbidden, PlayMsg.playlistTooBig);
    return { kind: 'playlist', text: bytes.toString('utf8'), url: outcome.url };
  }
  const declaredType = headers['content-type'] ?? '';
  if (NOT_MEDIA.test(declaredType) || start.trimStart().startsWith('<')) {
    body.destroy();
    return refused(ErrorCode.Forbidden, PlayMsg.notMedia);
  }
  const capped = byteCap(RELAY_LIMITS.segmentBytes);
  // pipeline, not pipe: a source that fails or times out mid-way ends the reply too.
  pipeline(body, capped, () => {});
  const contentType = MEDIA_TYPE.test(declaredType) ? declaredType : 'application/octet-stream';
  return { kind: 'segment', contentType, length, body: capped };
}
