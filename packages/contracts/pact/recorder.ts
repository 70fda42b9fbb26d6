/**
 * A pass-through proxy between the Pact core and the server under test that keeps each JSON reply,
 * so the verifier can check it against its record's schema afterwards (the core reports
 * mismatches of type only and hands no reply back). Bytes go through unchanged both ways.
 */
import { request as httpRequest, createServer, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Exchange } from './replySchemas';

/** Replies larger than this are passed on but not kept: no contract JSON reply comes near it. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

/** The body as sent before compression; a body that does not decode is kept as it came. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    // The schema check then reports it as not JSON.
  }
  return body;
}

export interface Recorder {
  /** The proxy's origin, to give the Pact core as the provider's base URL. */
  origin: string;
  exchanges: Exchange[];
  close: () => Promise<void>;
}

export async function startRecorder(target: string): Promise<Recorder> {
  const upstream = new URL(target);
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const exchanges: Exchange[] = [];
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: upstream.host };
    const forwarded = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: `${upstream.pathname.replace(/\/$/, '')}${incoming.url ?? '/'}`,
        headers,
      },
      (reply: IncomingMessage) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.rawHeaders);
        const contentType = String(reply.headers['content-type'] ?? '');
        const keep = /json/i.test(contentType);
        const chunks: Buffer[] = [];
        let size = 0;
        reply.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (keep && size <= MAX_KEPT_BYTES) chunks.push(chunk);
          outgoing.write(chunk);
        });
        reply.on('end', () => {
          outgoing.end();
          if (!keep || size > MAX_KEPT_BYTES) return;
          const encoding = reply.headers['content-encoding'];
          exchanges.push({
            method: incoming.method ?? 'GET',
            url: incoming.url ?? '/',
            status: reply.statusCode ?? 0,
            contentType,
            body: decoded(Buffer.concat(chunks), encoding?.toLowerCase()),
          });
        });
      },
    );
    forwarded.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`recorder: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
