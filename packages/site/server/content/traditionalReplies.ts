/**
 * The API's content in Traditional characters for a zh-TW viewer: the app marks its API calls
 * (src/content/script.ts) and the proxy converts their JSON replies here, so OpenCC's tables (with
 * the phrase table that picks 發/髮, 後/后 by context) stay on the server. OpenCC changes Chinese
 * characters only, never JSON's punctuation or ASCII, so the reply stays the same JSON.
 * A zh-TW or English viewer's replies also have their closed lists named in the viewer's language
 * (src/content/listNames.ts), so those names never travel in the app's scripts.
 */
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyRequest } from 'fastify';
import { envelopeError } from '@xinghe/contracts';
import { nameLists, type ListLanguage } from '../../src/content/listNames';
import {
  CONTENT_LANGUAGE_HEADER,
  CONTENT_SCRIPT_HEADER,
  TRADITIONAL_SCRIPT,
} from '../../src/content/script';
import { toTraditional } from './traditional';

type OnResponse = NonNullable<FastifyReplyFromHooks['onResponse']>;
type ResponseStream = AsyncIterable<Buffer | string>;

export const wantsTraditional = (request: Pick<FastifyRequest, 'headers'>): boolean =>
  request.headers[CONTENT_SCRIPT_HEADER] === TRADITIONAL_SCRIPT;

/** The language a marked call's reply is converted for; none for an unmarked (zh-CN) call. */
export function replyLanguageOf(
  request: Pick<FastifyRequest, 'headers'>,
): ListLanguage | undefined {
  if (wantsTraditional(request)) return 'zh-TW';
  return request.headers[CONTENT_LANGUAGE_HEADER] === 'en' ? 'en' : undefined;
}

/** A JSON reply's text for a viewer of `language`: Traditional characters, lists renamed. */
export function convertReply(text: string, language: ListLanguage): string {
  const script = language === 'zh-TW' ? toTraditional(text) : text;
  try {
    return JSON.stringify(nameLists(JSON.parse(script) as unknown, language));
  } catch {
    return script; // not JSON after all: its characters converted, nothing to rename
  }
}

/** The request headers for the API: never our markers, and an uncompressed reply when converting. */
export function withoutScriptMarker(
  request: FastifyRequest,
  headers: Record<string, unknown>,
): Record<string, unknown> {
  const {
    [CONTENT_SCRIPT_HEADER]: _script,
    [CONTENT_LANGUAGE_HEADER]: _language,
    ...rest
  } = headers;
  if (!replyLanguageOf(request)) return rest;
  return { ...rest, 'accept-encoding': 'identity' };
}

async function readAll(stream: ResponseStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** reply-from's `onResponse` for a marked call: a JSON reply converted, anything else as it came. */
export const sendConverted: OnResponse = (request, reply, response) => {
  const language = replyLanguageOf(request) ?? 'zh-TW';
  const type = String(reply.getHeader('content-type') ?? '');
  const stream = (response as unknown as { stream: ResponseStream & NodeJS.ReadableStream }).stream;
  if (!/^application\/json/i.test(type)) {
    void reply.send(stream);
    return;
  }
  readAll(stream).then(
    (body) => {
      reply.removeHeader('content-length');
      void reply.send(convertReply(body.toString('utf8'), language));
    },
    (error: unknown) => {
      reply.log.info({ err: error }, 'the API reply broke off while it was being converted');
      void reply.code(502).send(envelopeError(502));
    },
  );
};
