/**
 * The loopback source fixture (src/dev/source-fixture.ts) for tests, and a CLI so Playwright can
 * start it as a webServer:
 *
 *   tsx packages/mock-api/test/support/sourceFixture.ts --port 4180
 *
 * serves the open host on 4180 and the closed one on 4181, prints its URLs as JSON, and runs
 * until stopped. Allow both with SOURCE_ALLOW_HOSTS=127.0.0.1:4180,127.0.0.1:4181.
 */
import { pathToFileURL } from 'node:url';
import { startSourceFixture } from '../../src/dev/source-fixture';

export { startSourceFixture, type SourceFixture } from '../../src/dev/source-fixture';

function portArgument(args: readonly string[]): number | undefined {
  const at = args.indexOf('--port');
  if (at === -1) return undefined;
  const port = Number(args[at + 1]);
  if (!Number.isInteger(port) || port < 1 || port > 65534) {
    throw new Error(`--port must be a port number below 65535, got "${args[at + 1]}"`);
  }
  return port;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fixture = await startSourceFixture({ port: portArgument(process.argv.slice(2)) });
  const { close, ...urls } = fixture;
  console.info(JSON.stringify(urls, null, 2));
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
