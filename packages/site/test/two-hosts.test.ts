/**
 * The host keeps no state of its own: two hosts in front of one API serve one viewer as one site.
 * A viewer logs in through one host and carries on through the other (a load balancer may send
 * each request anywhere), with the contract's client, against the real mock API.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@xinghe/contracts/client';
import { buildMockApi } from '@xinghe/mock-api';
import { buildHost, createClientDir } from './host-helpers';

const MEMBER = 'member@xinghe.test';
const PASSWORD = 'xinghe123';
const PUBLIC_ORIGIN = 'https://www.xinghe.test';

describe('two hosts in front of one API', () => {
  const client = createClientDir();
  const dataDir = mkdtempSync(join(tmpdir(), 'xinghe-two-hosts-'));
  let mock: FastifyInstance;
  const hosts: FastifyInstance[] = [];
  const origins: string[] = [];
  let token: string | null = null;
  const clientOf = (origin: string) => createClient({ baseUrl: origin, getToken: () => token });

  beforeAll(async () => {
    mock = await buildMockApi({ dbFile: join(dataDir, 'mock.sqlite'), testAccounts: true });
    const upstream = await mock.listen({ host: '127.0.0.1', port: 0 });
    for (let i = 0; i < 2; i++) {
      // Behind a load balancer every host names the one public origin (PUBLIC_ORIGIN).
      const host = await buildHost({
        clientDir: client.dir,
        upstream,
        publicOrigin: PUBLIC_ORIGIN,
      });
      hosts.push(host);
      origins.push(await host.listen({ host: '127.0.0.1', port: 0 }));
    }
  });
  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.close()));
    await mock.close();
    client.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs in on one host and goes on as the same viewer on the other', async () => {
    const [first, second] = origins.map(clientOf) as [
      ReturnType<typeof clientOf>,
      ReturnType<typeof clientOf>,
    ];
    const key = await first.call('getPublicKey', {});
    if (!key.ok) throw new Error(key.msg);
    const password = publicEncrypt(
      { key: key.data.publicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(PASSWORD),
    ).toString('base64');
    const login = await second.call('login', { params: { email: MEMBER, password } });
    if (!login.ok) throw new Error(login.msg);
    token = login.data.token;

    const me = await first.call('getUserDetail', {});
    expect(me.ok && me.data.email).toBe(MEMBER);

    // A favourite made through one host is in the list read through the other.
    const home = await first.call('getHome', {});
    const id = home.ok ? home.data.cardsGroup[0]?.cards[0]?.id : undefined;
    if (!id) throw new Error('the mock has no title on its home page');
    const added = await second.call('addVodCollect', { params: { id } });
    expect(added.ok).toBe(true);
    const favourites = await first.call('getVodCollects', {});
    expect(favourites.ok && favourites.data.list.map((item) => item.id)).toContain(id);

    // And both serve the same page, byte for byte.
    const pages = await Promise.all(
      origins.map((origin) => fetch(`${origin}/`).then((r) => r.text())),
    );
    expect(pages[0]).toBe(pages[1]);
  });
});
