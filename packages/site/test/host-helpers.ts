/**
 * Test support for the host: a small fake client build in a temp folder (so tests do not depend on a
 * real `vite build`), the host app on a fresh Fastify instance, the whole host as `server.ts` starts
 * it, a fake API upstream that records every request it receives, raw requests and captured logs.
 */
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RequestTimeouts } from '@xinghe/contracts/server';
import app, { hostServerOptions, type AppOptions } from '../server/app';
import { startHost, type RunningHost } from '../server/start';

/**
 * The real template, changed the way `vite build` changes it: the entry script and stylesheet move
 * to the end of the head.
 */
const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8')
  .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
  .replace(
    '</head>',
    '<script type="module" crossorigin src="/assets/index-Abc123.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-Css123.css"></head>',
  );

export const fakeBuild = {
  entryJs: 'assets/index-Abc123.js',
  homeJs: 'assets/HomePage-Def456.js',
  homeCss: 'assets/HomePage-Def456.css',
  entryCss: 'assets/index-Css123.css',
  sharedJs: 'assets/VideoGrid-Ghi789.js',
  personJs: 'assets/PersonPage-Jkl012.js',
  /** Big enough that compression is worth it; the content is what the browser must end up with. */
  entrySource: `console.log(${JSON.stringify('星河'.repeat(800))});\n`,
};

export function createClientDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'xinghe-client-'));
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  write('index.html', template);
  write(fakeBuild.entryJs, fakeBuild.entrySource);
  write(`${fakeBuild.entryJs}.br`, brotliCompressSync(fakeBuild.entrySource));
  write(`${fakeBuild.entryJs}.gz`, gzipSync(fakeBuild.entrySource));
  write(fakeBuild.homeJs, 'export default function HomePage() {}\n');
  write(fakeBuild.homeCss, '.home{color:red}\n');
  write(fakeBuild.entryCss, ':root{--page:#fff}\n');
  write(fakeBuild.sharedJs, 'export const grid = 1;\n');
  write(fakeBuild.personJs, 'export default function PersonPage() {}\n');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': {
        file: fakeBuild.entryJs,
        src: 'index.html',
        isEntry: true,
        dynamicImports: ['src/pages/HomePage.tsx', 'src/pages/PersonPage.tsx'],
      },
      'src/pages/HomePage.tsx': {
        file: fakeBuild.homeJs,
        src: 'src/pages/HomePage.tsx',
        isDynamicEntry: true,
        imports: ['index.html', '_VideoGrid-Ghi789.js'],
        css: [fakeBuild.homeCss],
      },
      '_VideoGrid-Ghi789.js': { file: fakeBuild.sharedJs },
      'src/pages/PersonPage.tsx': {
        file: fakeBuild.personJs,
        src: 'src/pages/PersonPage.tsx',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
    }),
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The host on a fresh instance; `upstream` defaults to a closed local port (nothing listens). */
export async function buildHost(
  options: Partial<AppOptions> & { clientDir: string },
): Promise<FastifyInstance> {
  const host = Fastify({ ...hostServerOptions, logger: false });
  await host.register(app, { upstream: 'http://127.0.0.1:9', ...options });
  await host.ready();
  return host;
}

export interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The client port of the connection it came on: the same port means a reused connection. */
  remotePort: number | undefined;
}

/**
 * A stand-in API on a random port that answers every request and remembers what it got;
 * `replyHeaders` are sent with every answer.
 */
export async function startFakeUpstream(replyHeaders: Record<string, string> = {}): Promise<{
  origin: string;
  received: Received[];
  /** The headers of every reply (a test may add to them). */
  replyHeaders: Record<string, string>;
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const upstream = Fastify({ logger: false });
  upstream.removeAllContentTypeParsers();
  upstream.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  upstream.all('/*', async (request, reply) => {
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: typeof request.body === 'string' ? request.body : '',
      remotePort: request.socket.remotePort,
    });
    reply.headers(replyHeaders);
    return { code: 0, msg: 'ok', data: { echoed: request.url } };
  });
  const origin = await upstream.listen({ host: '127.0.0.1', port: 0 });
  return { origin, received, replyHeaders, close: () => upstream.close() };
}

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `requestText` byte for byte over a new connection and reads the reply until the server
 * closes it. For request lines `inject` would tidy up (an absolute-form target) or headers it would
 * never send (16 KB of them). Ask for `Connection: close` in the request.
 */
export function rawRequest(port: number, requestText: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(requestText));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** Log lines as the host's logger writes them (pino's JSON), for tests that check what is logged. */
export function logCapture(): { write: (line: string) => void; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { lines, write: (line: string) => lines.push(JSON.parse(line) as LogLine) };
}

export interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
  [key: string]: unknown;
}

/**
 * The host as `server.ts` starts it (`startHost`), on a random local port with the embedded mock
 * in memory and the fake build; `env` adds to or overrides that environment.
 */
export async function startTestHost(
  clientDir: string,
  env: Record<string, string | undefined> = {},
  logStream?: { write: (line: string) => void },
  requestTimeouts?: Partial<RequestTimeouts>,
): Promise<RunningHost> {
  return startHost(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      MOCK_DB_FILE: ':memory:',
      CLIENT_DIR: clientDir,
      LOG_LEVEL: logStream ? 'debug' : 'silent',
      ...env,
    },
    { logStream, requestTimeouts },
  );
}
