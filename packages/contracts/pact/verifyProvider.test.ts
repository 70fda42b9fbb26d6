import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertReachable } from './verifyProvider';

/** A loopback port that was just free and is closed again: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('assertReachable', () => {
  it('names the address and the reason when nothing listens there', async () => {
    const port = await closedPort();
    await expect(assertReachable(`http://127.0.0.1:${port}`)).rejects.toThrow(
      `cannot reach http://127.0.0.1:${port}: ECONNREFUSED`,
    );
  });

  it('accepts a server whatever status it answers with', async () => {
    const server = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await expect(assertReachable(`http://127.0.0.1:${port}`)).resolves.toBeUndefined();
    } finally {
      server.close();
    }
  });
});
