/**
 * The API's content in Traditional characters for a zh-TW viewer: the app marks its API calls
 * (src/content/script.ts) and the proxy converts their JSON replies here, so OpenCC's tables (with
 * the phrase table that picks 發/髮, 後/后 by context) stay on the server. OpenCC changes Chinese
 * characters only, never JSON's punctuation or ASCII, so the reply stays the same JSON.
 */
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyRequest } from 'fastify';
import { envelopeError } from '@xinghe/contracts';
import { CONTENT_SCRIPT_HEADER, TRADITIONAL_SCRIPT } from '../../src/content/script';
import { toTraditional } from './traditional';

type OnResponse = NonNullable<FastifyReplyFromHooks['onResponse']>;
type ResponseStream = AsyncIterable<Buffer | string>;

export const wantsTraditional = (request: FastifyRequest): boolean =>
  request.headers[CONTENT_SCRIPT_HEADER] === TRADITIONAL_SCRIPT;

/** The request headers for the API: never our marker, and an uncompressed reply when converting. */
export function withoutScriptMarker(
  request: FastifyRequest,
  headers: Record<string, unknown>,
): Record<string, unknown> {
  const { [CONTENT_SCRIPT_HEADER]: marker, ...rest } = headers;
  if (marker === undefined || !wantsTraditional(request)) return rest;
  return { ...rest, 'accept-encoding': 'identity' };
}

async function readAll(stream: ResponseStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** reply-from's `onResponse` for a marked call: a JSON reply converted, anything else as it came. */
export const sendTraditional: OnResponse = (_request, reply, response) => {
  const type = String(reply.getHeader('content-type') ?? '');
  const stream = (response as unknown as { stream: ResponseStream & NodeJS.ReadableStream }).stream;
  if (!/^application\/json/i.test(type)) {
    void reply.send(stream);
    return;
  }
  readAll(stream).then(
    (body) => {
      reply.removeHeader('content-length');
      void reply.send(toTraditional(body.toString('utf8')));
    },
    (error: unknown) => {
      reply.log.info({ err: error }, 'the API reply broke off while it was being converted');
      void reply.code(502).send(envelopeError(502));
    },
  );
};
