/**
 * The one fake `fetch` of the tests (`@xinghe/contracts/testing`): give it to a real client
 * (`createClient({ fetch })`) or stub the global with it, so a test exercises the same request
 * building and error handling the app uses, against answers the test scripts.
 *
 * Answers come from a list (each request takes the next), from a function of the request, or, in
 * `'held'` mode, from the test itself: each request waits until the test calls its `answer`, which
 * is how a test puts a reply "in flight" while something else happens.
 */

/** A reply of the fake server; `body` is sent as JSON, or as it is when a string. */
export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** The request never got a reply (offline, refused connection): fetch rejects. */
export const NETWORK_FAILURE = 'network-failure';
export type FakeAnswer = FakeReply | typeof NETWORK_FAILURE;

export interface FakeRequest {
  /** The URL as the client built it (path and query, after the base URL). */
  url: string;
  method: string;
  /** The path without the query, percent-decoded. */
  path: string;
  /** The parsed JSON body of a POST/PUT; undefined without one. */
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  /** Held mode: answers the waiting request (once; later calls do nothing). Else a no-op. */
  answer: (reply: FakeAnswer) => void;
}

export type FakeAnswers =
  readonly FakeAnswer[] | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) | 'held';

const toResponse = (reply: FakeReply) =>
  new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {}), {
    status: reply.status ?? 200,
  });

function recorded(input: string | URL | Request, init: RequestInit | undefined) {
  const url = String(input instanceof Request ? input.url : input);
  const bodyText = typeof init?.body === 'string' ? init.body : undefined;
  return {
    url,
    method: init?.method ?? 'GET',
    path: decodeURIComponent(new URL(url, 'http://fake.test').pathname),
    body: bodyText ? (JSON.parse(bodyText) as Record<string, unknown>) : undefined,
    headers: { ...(init?.headers as Record<string, string> | undefined) },
  };
}

export function fakeFetch(answers: FakeAnswers) {
  const requests: FakeRequest[] = [];
  const urls: string[] = [];
  const queue = Array.isArray(answers) ? [...(answers as readonly FakeAnswer[])] : null;

  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    let settle: (reply: FakeAnswer) => void = () => {};
    const held = new Promise<FakeAnswer>((resolve) => (settle = resolve));
    let answered = false;
    const request: FakeRequest = {
      ...recorded(input, init),
      answer: (reply) => {
        if (answered) return;
        answered = true;
        settle(reply);
      },
    };
    requests.push(request);
    urls.push(request.url);

    let reply: FakeAnswer | undefined;
    if (answers === 'held') reply = await held;
    else if (queue) reply = queue.shift();
    else reply = await (answers as Exclude<FakeAnswers, 'held' | readonly FakeAnswer[]>)(request);
    if (reply === undefined) throw new TypeError(`no scripted answer left for ${request.url}`);
    if (reply === NETWORK_FAILURE) throw new TypeError('Failed to fetch');
    return toResponse(reply);
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** The URLs asked for, in order (a live list). */
    urls,
    /** The requests to one path (query ignored). */
    calls: (path: string) => requests.filter((r) => r.path === path),
  };
}

/** Answers by path, each from its own queue; a queue's last answer repeats. */
export function answersByPath(byPath: Record<string, readonly FakeAnswer[]>): FakeAnswers {
  const queues = new Map(Object.entries(byPath).map(([path, list]) => [path, [...list]]));
  return (request) => {
    const queue = queues.get(request.path);
    if (!queue || queue.length === 0) throw new TypeError(`no answer for ${request.path}`);
    return (queue.length > 1 ? queue.shift() : queue[0])!;
  };
}

/** Envelopes as the API sends them. */
export const okReply = (data: unknown): FakeReply => ({ body: { code: 0, msg: 'ok', data } });
export const refusalReply = (code: number, msg: string, data: unknown = null): FakeReply => ({
  body: { code, msg, data },
});

/** Lets pending promise callbacks run (a reply's `.json()` and the caller's `await`s). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
