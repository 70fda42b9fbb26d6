/**
 * Test support: a real API client (`createClient`) whose requests wait until the test answers them,
 * in any order. That is how a test puts a reply "in flight" while the viewer does something else.
 */
import { createClient } from '@xinghe/contracts/client';
import type { ScriptedReply } from './testing.ts';

export interface HeldRequest {
  url: string;
  /** The parsed JSON body of a POST/PUT, else undefined. */
  body: Record<string, unknown> | undefined;
  answer: (reply: ScriptedReply) => void;
}

export function controlledClient() {
  const requests: HeldRequest[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      requests.push({
        url: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        answer: (reply) =>
          resolve(new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })),
      });
    });
  return {
    client: createClient({ fetch: fetch as typeof globalThis.fetch, getToken: () => null }),
    requests,
  };
}

/** Lets pending promise callbacks run (a reply's `.json()` and the store's `await`s). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
