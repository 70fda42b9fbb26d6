/**
 * The pact verifies a mock that viewers have used, as the instance `npm start` serves after a
 * browser session: the test accounts the pact logs in with have watch records saved the way the
 * player saves them (seconds with a fraction), favourites of titles and channels, a pending order
 * and a check-in, across several titles. Every provider state must still give its interaction what
 * it needs among that data, and every reply must still match by type.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@xinghe/contracts/client';
import { formatVerification } from '@xinghe/contracts/pact/results';
import { verifyProvider } from '@xinghe/contracts/pact/verifyProvider';
import { buildMockApi } from '../../src/app';

const VIEWERS = ['member@xinghe.test', 'vip@xinghe.test'];

let app: Awaited<ReturnType<typeof buildMockApi>>;
let baseUrl: string;

async function devLogin(email: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/__dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return ((await reply.json()) as { data: { token: string } }).data.token;
}

/** What a viewer leaves behind in an evening on the site, through the site's own client. */
async function useAs(email: string) {
  const token = await devLogin(email);
  const client = createClient({ baseUrl, getToken: () => token });
  const home = await client.call('getHome', { params: { chName: '电视剧' } });
  if (!home.ok) throw new Error(home.msg);
  const ids = home.data.cardsGroup.flatMap((g) => g.cards.map((t) => t.id)).slice(0, 6);
  for (const [i, mid] of ids.entries()) {
    const saved = await client.call('saveVodRecord', {
      params: { mid, ep: 1, position: 6.057761 + i * 13.3, duration: 120.48 },
    });
    expect(saved.ok, `saveVodRecord ${mid}`).toBe(true);
    if (i % 2 === 0) await client.call('addVodCollect', { params: { id: mid } });
  }
  await client.call('addLiveCollect', { params: { id: 'cctv2' } });
  await client.call('checkIn');
  const products = await client.call('getPayProducts');
  if (products.ok) {
    await client.call('createQrcodePay', {
      params: { productId: products.data.products[0]!.id, channel: 'alipay' },
    });
  }
}

beforeAll(async () => {
  const dbFile = join(mkdtempSync(join(tmpdir(), 'xinghe-used-')), 'mock.sqlite');
  app = await buildMockApi({ dbFile, devRoutes: true, testAccounts: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  for (const email of VIEWERS) await useAs(email);
});

afterAll(() => app?.close());

describe('a used mock', () => {
  it('still honours every interaction of the published pact', async () => {
    const verification = await verifyProvider({ baseUrl });
    expect(verification.ok, formatVerification(verification)).toBe(true);
  });
});
